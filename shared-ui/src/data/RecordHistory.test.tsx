// The design system's record history (RecordHistory, the 'Historial' tabs of mf-empresas and
// mf-consultores): its stories on the mock API's fixture — who (and 'por' the administrator behind an
// impersonation), what, the changes old → new with the area's field names or the column's, a secret as
// '••••', Catalan, empty — and what an entry did.
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MOCK_HISTORIAL } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import type { ApiStoryParameters } from '../storybook/mockApi';
import { historyAction, historyTime } from './RecordHistory';
import * as stories from './RecordHistory.stories';

const { Entries, Catalan, Empty } = composeStories(stories);
const SLOW = { timeout: 30_000 };

function renderStory(Story: { (): ReactNode; parameters: ApiStoryParameters }) {
  mockServer.use(...(Story.parameters.api ?? []));
  return render(<Story />);
}

async function table() {
  const t = await screen.findByRole('table', { name: 'Historial' }, SLOW);
  await within(t).findAllByTestId('historial-quien', {}, SLOW);
  return within(t);
}

describe('RecordHistory', () => {
  it('lists the entries newest first: who (por the administrator), what, the record and the changes old → new', async () => {
    renderStory(Entries);
    const t = await table();
    const quien = t.getAllByTestId('historial-quien').map((cell) => cell.textContent);
    expect(quien).toHaveLength(MOCK_HISTORIAL.length);
    expect(quien[0]).toBe('Ceràmiques del Vallès, S.L. (B08000012)por Montserrat Puig Ferrer (00000001R)');
    expect(t.getAllByTestId('historial-accion').map((cell) => cell.textContent)).toEqual(['Modificación', 'Inicio de suplantación', 'Modificación', 'Modificación', 'Creación']);
    const cambios = t.getAllByTestId('historial-cambio').map((cell) => cell.textContent);
    expect(cambios).toContain('Teléfono: 938 000 000 → 938 111 222');
    expect(cambios).toContain('Persona de contacto: nombre: (vacío) → Jordi Serra');
    expect(cambios).toContain('Exenta de cuota: No → Sí');
    expect(cambios).toContain('Contraseña: •••• → ••••');
    // A field the area does not name shows as its column.
    expect(cambios).toContain('org_nombre: Ceràmiques Vallès, S.L. → Ceràmiques del Vallès, S.L.');
    expect(t.getAllByText('Cuenta de acceso').length).toBeGreaterThan(0);
    expect(t.getByText(historyTime('2026-11-20T10:12:30.000Z'))).toBeInTheDocument();
    expect(screen.getByText(/Quién cambió qué y cuándo/)).toBeInTheDocument();
  });

  it('speaks Catalan', async () => {
    renderStory(Catalan);
    const t = await table();
    expect(t.getAllByTestId('historial-quien')[0]?.textContent).toBe('Ceràmiques del Vallès, S.L. (B08000012)per Montserrat Puig Ferrer (00000001R)');
    expect(t.getAllByTestId('historial-accion').map((cell) => cell.textContent)).toContain('Inici de suplantació');
    expect(t.getAllByTestId('historial-cambio').map((cell) => cell.textContent)).toContain('Persona de contacto: nombre: (buit) → Jordi Serra');
    expect(t.getByRole('columnheader', { name: /Canvis \(abans → després\)/ })).toBeInTheDocument();
  });

  it('says when there is no entry, with the text the area gives', async () => {
    renderStory(Empty);
    expect(await screen.findByText('Ningún cambio registrado.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('historyAction', () => {
  it('tells a creation, a change and a deletion apart, and names the other actions as they are', () => {
    expect(historyAction({ accion: 'escritura', cambios: { a: { antes: null, despues: 1 } } })).toBe('creacion');
    expect(historyAction({ accion: 'escritura', cambios: { a: { antes: 1, despues: null } } })).toBe('eliminacion');
    expect(historyAction({ accion: 'escritura', cambios: { a: { antes: 1, despues: 2 }, b: { antes: null, despues: 3 } } })).toBe('modificacion');
    expect(historyAction({ accion: 'escritura', cambios: null })).toBe('modificacion');
    expect(historyAction({ accion: 'suplantacion_inicio', cambios: null })).toBe('suplantacion_inicio');
  });
});
