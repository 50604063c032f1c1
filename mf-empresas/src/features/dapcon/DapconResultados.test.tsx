// A declaration's results table on its record page, on the mock API, in Spanish and Catalan: the
// table (caption, column and row headers, figures in the reader's language with every digit, ND, MND,
// '—') and its header; for who may change it, the template's downloads, an upload refused (the API's
// messages under the field, one a line, describing the input; the file and the table kept), an upload
// taken (the message, the table shown), the removal asked first then sent; no button for who only
// reads. What the API reads in a file, refuses and stores, and who may change it when, are the API's
// (api/test/areas/dapcon).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { borrarResultados, mensajeResultados, MODULOS_RESULTADOS, plantillaResultados, resultadosDapcon, subirResultados } from '@dapcon/contract/dapcon';
import { MOCK_DAPCON_IDS, MOCK_EMPRESAS, mockError, mockRequests, mockResultados } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';
import { cifra } from './DapconResultados';

const user = userEvent.setup();
const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const USUARIO: Partial<Record<Role, string>> = { organizacion: EMPRESA.org_cif, verificador: '39284756C', admin_ares: '46127839M' };

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

/** The record page of `id` for `role`; answers the results section once it has loaded. */
async function open(id: number, role: Role, lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario: USUARIO[role] ?? '' });
  renderWithPortal(<AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />, { route: `/dapcon/${id}/1`, lang });
  const seccion = await screen.findByTestId('dapcon-resultados', {}, { timeout: 30_000 });
  await waitFor(() => expect(within(seccion).queryByText(/^(Cargando|Carregant) la (tabla|taula)/)).not.toBeInTheDocument(), { timeout: 10_000 });
  return within(seccion);
}

const csv = (name = 'resultados.csv') => new File(['unidad_declarada;1;m2\n'], name, { type: 'text/csv' });

describe('cifra', () => {
  it('writes a figure in the reader’s language with every digit, and leaves marks as they are', () => {
    expect(cifra('12.4', 'es')).toBe('12,4');
    expect(cifra('-0.0000000381', 'ca')).toBe('-0,0000000381');
    expect(cifra('0.123456789012345678901234', 'es')).toBe('0,123456789012345678901234');
    expect(cifra('12345678901234567890.5', 'es')).toBe('12.345.678.901.234.567.890,5');
    expect(cifra('1.2E-5', 'es')).toBe('0,000012');
    expect(cifra('ND', 'es')).toBe('ND');
    expect(cifra('MND', 'ca')).toBe('MND');
  });
});

describe('DapconResultados (the record page)', () => {
  it('shows the table with its caption, module columns and indicator rows, and its header', async () => {
    const s = await open(MOCK_DAPCON_IDS.verificada, 'admin_ares');
    expect(s.getByRole('heading', { name: 'Resultados (EN 15804+A2)' })).toBeInTheDocument();
    const tabla = s.getByRole('table', { name: 'Indicadores básicos de impacto ambiental por módulo (EN 15804+A2)' });
    const columnas = within(tabla).getAllByRole('columnheader');
    expect(columnas.map((th) => th.textContent)).toEqual(['Indicador', 'Unidad', ...MODULOS_RESULTADOS]);
    expect(columnas.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const filas = within(tabla).getAllByRole('rowheader');
    expect(filas).toHaveLength(13);
    expect(filas.every((th) => th.getAttribute('scope') === 'row')).toBe(true);
    // Each row: its code, its unit, then a cell per module.
    const gwp = within(tabla).getByRole('rowheader', { name: 'GWP-total' }).closest('tr') as HTMLElement;
    expect([...gwp.children].map((c) => c.textContent)).toEqual(['GWP-total', 'kg CO2 eq', '12,4', '0,853', '0,214', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0,0312', '0,198', '0,0456', '0,0127', '-1,27']);
    const odp = within(tabla).getByRole('rowheader', { name: 'ODP' }).closest('tr') as HTMLElement;
    expect(odp.children[2]).toHaveTextContent('0,000000452');
    const biogenic = within(tabla).getByRole('rowheader', { name: 'GWP-biogenic' }).closest('tr') as HTMLElement;
    expect(biogenic.children[4]).toHaveTextContent('—');
    const luluc = within(tabla).getByRole('rowheader', { name: 'GWP-luluc' }).closest('tr') as HTMLElement;
    expect(luluc.children[4]).toHaveTextContent('ND');
    // The table scrolls in its own box, which the keyboard reaches.
    const caja = s.getByRole('region', { name: 'Indicadores básicos de impacto ambiental por módulo (EN 15804+A2)' });
    expect(caja).toHaveAttribute('tabindex', '0');

    const cabecera = within(s.getByTestId('resultados-cabecera'));
    const dato = (label: string) => cabecera.getByText(label).nextElementSibling?.textContent;
    expect(dato('Unidad declarada')).toBe('1 m2');
    expect(dato('Masa por unidad declarada')).toBe('25 kg');
    expect(dato('Año de referencia')).toBe('2025');
    expect(dato('Método LCIA')).toBe('EF 3.1');
    expect(dato('Archivo')).toBe('resultados-mortero-cal.xlsx');
    expect(dato('Subido el')).toMatch(/^04\/03\/2026 \d{2}:30$/);
    // The administration may change it while verified: the template with its figures, replace, remove.
    expect(s.getByText('Plantilla con las cifras actuales (CSV o Excel):')).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Sustituir' })).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Eliminar la tabla' })).toBeInTheDocument();
  });

  it("says 'Sin tabla de resultados' and offers the template and the upload to the company of a draft; downloads the CSV template", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const s = await open(MOCK_DAPCON_IDS.borrador, 'organizacion');
    expect(s.getByText('Sin tabla de resultados.')).toBeInTheDocument();
    expect(s.queryByRole('table')).not.toBeInTheDocument();
    expect(s.getByLabelText('Archivo de resultados')).toHaveAttribute('type', 'file');
    expect(s.queryByRole('button', { name: 'Eliminar la tabla' })).not.toBeInTheDocument();
    await user.click(s.getByRole('button', { name: 'Descargar plantilla CSV' }));
    await waitFor(() => expect(saved).toEqual([`dapcon-${MOCK_DAPCON_IDS.borrador}_resultados.csv`]));
    expect(sent(plantillaResultados).map((r) => r.path)).toEqual([`/api/dapcon/${MOCK_DAPCON_IDS.borrador}/resultados/plantilla?formato=csv`]);
  });

  it('shows the API’s messages of a refused upload under the file field, one a line, describing the input; keeps the file', async () => {
    const s = await open(MOCK_DAPCON_IDS.borrador, 'organizacion');
    const mensajes = [
      mensajeResultados('es', 'celdaNoValida', { fila: 12, indicador: 'ODP', modulo: 'A4', valor: 'abc' }),
      mensajeResultados('es', 'indicadorFalta', { valor: 'POCP' }),
    ];
    mockApi(subirResultados, () => {
      throw mockError(422, 'Los datos enviados no son válidos.', { tabla: mensajes });
    });
    // 'Subir' with no file: the contract's own message, nothing sent.
    await user.click(s.getByRole('button', { name: 'Subir' }));
    expect(await s.findByText('Seleccione el archivo de resultados.')).toBeInTheDocument();
    expect(sent(subirResultados)).toHaveLength(0);

    const input = s.getByLabelText('Archivo de resultados');
    await user.upload(input, csv('mis-resultados.csv'));
    await user.click(s.getByRole('button', { name: 'Subir' }));
    const lista = await s.findByRole('list', { name: 'Errores del archivo' });
    expect(within(lista).getAllByRole('listitem').map((li) => li.textContent)).toEqual(mensajes);
    expect(s.getByText('La tabla no se ha guardado: el archivo tiene estos errores.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(lista.id);
    expect(lista.parentElement).toHaveAttribute('aria-live', 'polite');
    expect((sent(subirResultados)[0]?.form?.get('tabla') as File | null)?.name).toBe('mis-resultados.csv');
    // Nothing else lost: the file is still chosen, nothing reported elsewhere.
    expect(s.getByText('mis-resultados.csv')).toBeInTheDocument();
    expect(reported).toEqual([]);

    // Another file: the messages go.
    await user.upload(input, csv('otro.csv'));
    expect(s.queryByRole('list', { name: 'Errores del archivo' })).not.toBeInTheDocument();
  });

  it('in Catalan, uploads a table: the message, and the table shown', async () => {
    const s = await open(MOCK_DAPCON_IDS.borrador, 'organizacion', 'ca');
    expect(s.getByRole('heading', { name: 'Resultats (EN 15804+A2)' })).toBeInTheDocument();
    expect(s.getByText('Sense taula de resultats.')).toBeInTheDocument();
    await user.upload(s.getByLabelText('Fitxer de resultats'), csv('taula.csv'));
    // The table the API holds now (the mock stores nothing).
    mockApi(resultadosDapcon, () => ({ resultados: mockResultados(true, 'taula.csv'), puede_cambiar: true }));
    await user.click(s.getByRole('button', { name: 'Pujar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Taula de resultats desada.' }]));
    const tabla = await s.findByRole('table', { name: 'Indicadors bàsics d’impacte ambiental per mòdul (EN 15804+A2)' });
    expect(within(tabla).getByRole('columnheader', { name: 'Unitat' })).toBeInTheDocument();
    expect(s.getByText('taula.csv')).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Substituir' })).toBeInTheDocument();
  });

  it('asks before removing the table, then sends DELETE and says so', async () => {
    const s = await open(MOCK_DAPCON_IDS.verificada, 'admin_ares');
    await user.click(s.getByRole('button', { name: 'Eliminar la tabla' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Eliminar la tabla de resultados' }));
    expect(dialog.getByText('¿Realmente desea eliminar la tabla de resultados de esta DAPcon?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent(borrarResultados)).toHaveLength(0);

    await user.click(s.getByRole('button', { name: 'Eliminar la tabla' }));
    const again = within(await screen.findByRole('alertdialog', { name: 'Eliminar la tabla de resultados' }));
    mockApi(resultadosDapcon, () => ({ resultados: null, puede_cambiar: true }));
    await user.click(again.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(sent(borrarResultados).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/dapcon/${MOCK_DAPCON_IDS.verificada}/resultados`]));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Tabla de resultados eliminada.' }]));
    expect(await s.findByText('Sin tabla de resultados.')).toBeInTheDocument();
    expect(s.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers nothing to change to who only reads: the verifier of a draft, the company of a published declaration (in Catalan)', async () => {
    const verificador = await open(MOCK_DAPCON_IDS.borrador, 'verificador');
    expect(verificador.getByText('Sin tabla de resultados.')).toBeInTheDocument();
    expect(verificador.queryByRole('button')).not.toBeInTheDocument();
    expect(verificador.queryByLabelText('Archivo de resultados')).not.toBeInTheDocument();
  });

  it('shows a published declaration’s table to its company with no button, in Catalan', async () => {
    const empresa = await open(MOCK_DAPCON_IDS.vigente, 'organizacion', 'ca');
    expect(empresa.getByRole('table')).toBeInTheDocument();
    expect(within(empresa.getByTestId('resultados-cabecera')).getByText('Unitat declarada').nextElementSibling).toHaveTextContent('1 m2');
    expect(empresa.queryByTestId('resultados-cambiar')).not.toBeInTheDocument();
    // The table's box is the only focusable thing: no button.
    expect(empresa.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the table could not be read, and reads it again on request', async () => {
    mockApi(resultadosDapcon, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    await signInAs('admin_ares', { usuario: '46127839M' });
    renderWithPortal(<AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />, { route: `/dapcon/${MOCK_DAPCON_IDS.verificada}/1` });
    const s = within(await screen.findByTestId('dapcon-resultados', {}, { timeout: 30_000 }));
    expect(await s.findByText('No se pudo cargar la tabla de resultados.')).toBeInTheDocument();
    mockApi(resultadosDapcon, () => ({ resultados: mockResultados(true), puede_cambiar: true }));
    await user.click(s.getByRole('button', { name: 'Reintentar' }));
    expect(await s.findByRole('table')).toBeInTheDocument();
  });
});
