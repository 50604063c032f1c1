import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import { LegalPage } from './LegalPage';

describe('LegalPage', () => {
  it.each([
    ['avis', 'Avís legal'],
    ['privacitat', 'Política de privacitat'],
    ['cookies', 'Política de cookies'],
  ] as const)('%s is titled "%s", in Catalan whatever the interface language', (kind, title) => {
    renderWithPortal(<LegalPage kind={kind} />, { lang: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'ca');
  });

  it('lists the bearer token (9 hours), the session id, the language cookie and the session kind cookie in the cookie table', () => {
    renderWithPortal(<LegalPage kind="cookies" />);
    const table = screen.getByRole('table', { name: 'Galetes i dades del navegador' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Token portador (bearer)');
    expect(rows[0]).toHaveTextContent('9 hores');
    expect(rows[1]).toHaveTextContent('Identificador de sessió');
    expect(rows[2]).toHaveTextContent('dapcon-lang');
    expect(rows[2]).toHaveTextContent('1 any');
    expect(rows[3]).toHaveTextContent('dapcon-sesion');
    expect(rows[3]).toHaveTextContent('màxim 9 hores');
  });

  it("names the owner with Catalan's contractions ('gestionat pel', never 'per el')", () => {
    renderWithPortal(<LegalPage kind="avis" />);
    expect(screen.getByText(/Aquest portal és gestionat pel Col·legi de l'Arquitectura Tècnica de Barcelona/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bper el\b|\bde el\b|\ba el\b/);
  });

  it('has no cookie table on the other pages, and leads back to sign in', async () => {
    renderWithPortal(<LegalPage kind="avis" />, { route: '/avis-legal' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: "Tornar a l'inici de sessió" }));
    expect(currentLocation()).toBe('/login');
  });
});
