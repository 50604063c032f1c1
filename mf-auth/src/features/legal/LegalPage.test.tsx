import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { LegalPage } from './LegalPage';

describe('LegalPage', () => {
  it('is titled with its page, says the text is coming and leads back to sign in', async () => {
    renderWithPortal(<LegalPage title="Aviso legal" />, { route: '/avis-legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeInTheDocument();
    expect(screen.getByText('Esta función estará disponible próximamente.')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(back).toHaveAttribute('href', '/login');
    await userEvent.click(back);
    expect(currentLocation()).toBe('/login');
  });

  it('speaks Catalan', () => {
    renderWithPortal(<LegalPage title="Avís legal" />, { route: '/avis-legal', lang: 'ca' });
    expect(screen.getByText('Aquesta funció estarà disponible properament.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sessió' })).toBeInTheDocument();
  });
});
