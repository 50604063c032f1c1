import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RCP_MSG } from '@dapcon/contract/rcp';
import { renderWithPortal } from '../../../../config/test-utils';
import { pestanasDe, TextosPorIdioma, type ErroresPorIdioma, type Pestana } from './TextosPorIdioma';

const IDIOMAS = [
  { id: 1, idioma_nombre: 'Español', idioma: 'es', ecoplatform: true },
  { id: 2, idioma_nombre: 'Català', idioma: 'ca', ecoplatform: false },
  { id: 3, idioma_nombre: 'English', idioma: 'en', ecoplatform: true },
];

/** The errors react-hook-form would keep: one entry per language, and the list's own message. */
function errores(items: (Record<string, unknown> | undefined)[], message?: string): ErroresPorIdioma {
  return Object.assign([...items], message ? { message } : {});
}

function tabs(pestanas: readonly Pestana[], props: { errores?: ErroresPorIdioma; submitCount?: number } = {}) {
  return (
    <TextosPorIdioma
      titulo="Textos por idioma"
      ayuda="El nombre en Español es obligatorio."
      pestanas={pestanas}
      nombreDe={(p) => p.nombre ?? `Idioma ${p.id} (inactivo)`}
      errores={props.errores}
      submitCount={props.submitCount ?? 0}
      marcaError="Con errores"
    >
      {(p, i) => <input aria-label={`Nombre ${i}`} defaultValue={`texto ${p.id}`} />}
    </TextosPorIdioma>
  );
}

describe('pestanasDe', () => {
  it('gives a tab per active language, then one per language only the record has a text in', () => {
    expect(pestanasDe(IDIOMAS, [{ id: 2 }, { id: 8 }, { id: 9, nombre: 'Galego' }])).toEqual([
      { id: 1, nombre: 'Español' },
      { id: 2, nombre: 'Català' },
      { id: 3, nombre: 'English' },
      { id: 8, nombre: null },
      { id: 9, nombre: 'Galego' },
    ]);
  });
});

describe('TextosPorIdioma', () => {
  it('shows a tab per language, the first one open, and each language’s fields in its own tab', async () => {
    const user = userEvent.setup();
    renderWithPortal(tabs(pestanasDe(IDIOMAS, [{ id: 8 }])));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Español', 'Català', 'English', 'Idioma 8 (inactivo)']);
    expect(screen.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'Español' })).toContainElement(screen.getByRole('textbox', { name: 'Nombre 0' }));
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByRole('group', { name: 'English' })).toContainElement(screen.getByRole('textbox', { name: 'Nombre 2' }));
  });

  it('marks the tabs holding an error, shows the list’s own message in the interface language, and opens the first tab with an error after a submit', () => {
    const pestanas = pestanasDe(IDIOMAS, []);
    const { rerender } = renderWithPortal(tabs(pestanas));
    expect(screen.queryByLabelText('Con errores')).toBeNull();
    // Typing does not move the user: errors alone (no new submit) leave the open tab where it is.
    rerender(tabs(pestanas, { errores: errores([undefined, undefined, { rcp_nombre: 'x' }], RCP_MSG.idiomaRcpNoValido) }));
    expect(screen.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Uno de los idiomas no existe o no está activo.');
    expect(screen.getByRole('tab', { name: /English/ })).toContainElement(screen.getByLabelText('Con errores'));
    rerender(tabs(pestanas, { errores: errores([undefined, undefined, { rcp_nombre: 'x' }]), submitCount: 1 }));
    expect(screen.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
  });
});
