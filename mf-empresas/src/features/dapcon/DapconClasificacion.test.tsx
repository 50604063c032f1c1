// A declaration's ECO Platform class on its record page, on the mock API, in Spanish and Catalan:
// 'Sin clasificar' and 'Asignar' for who may, the modal's search narrowing the classes (path, name,
// code; accents ignored), the choice sent as PATCH /dapcon/{id}/clasificacion and the answer shown,
// removing it, a 422 under the field, no button for who may not. Who may set it, in which states,
// and which classes, are the API's (api/test/areas/dapcon/clasificacion.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clasificarDapcon, dapcon, type ClasificacionDapcon } from '@dapcon/contract/dapcon';
import { CLASIFICACION_MSG } from '@dapcon/contract/parametros';
import { dapconDetalle, MOCK_DAPCON_IDS, MOCK_EMPRESAS, mockDapcons, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import type { Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { filtrarClases } from './DapconClasificacion';
import { DapconDetail } from './DapconDetail';

const user = userEvent.setup();
const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const ESCALERAS: ClasificacionDapcon = { id: 'eco_K7Q2M9XPA', codigo: 'K7Q2M9XPA', nombre: 'Escaleras prefabricadas de hormigón' };

async function open(id: number, role: Role, usuario: string, lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario });
  renderWithPortal(<AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />, { route: `/dapcon/${id}/1`, lang });
  return within(await screen.findByTestId('dapcon-clasificacion', {}, { timeout: 30_000 }));
}

/** The fixture declaration as GET /dapcon/:id answers it, filed under `clase`. */
function clasificada(id: number, clase: ClasificacionDapcon | null, rol: 'organizacion' | 'administrador') {
  const fixture = mockDapcons().find((d) => d.id === id);
  if (!fixture) throw new Error(`no fixture ${id}`);
  return (lang: 'es' | 'ca') => dapconDetalle({ ...fixture, clasificacion: clase }, lang, rol);
}

const patches = () => mockRequests().filter((r) => r.endpoint === clasificarDapcon.id);

describe('filtrarClases', () => {
  const opciones = [
    { id: 'eco_1', codigo: '01.01.01', nombre: 'Hormigón estructural', ruta: 'Hormigón y productos de hormigón › Hormigón preparado' },
    { id: 'eco_2', codigo: '03.01.01', nombre: 'Ladrillo cara vista', ruta: 'Productos cerámicos › Ladrillos y bloques cerámicos' },
  ];
  it('keeps the classes holding every word in the path, name or code, accents and case ignored', () => {
    expect(filtrarClases(opciones, '')).toEqual(opciones);
    expect(filtrarClases(opciones, 'HORMIGON').map((o) => o.id)).toEqual(['eco_1']);
    expect(filtrarClases(opciones, 'cerámicos cara').map((o) => o.id)).toEqual(['eco_2']);
    expect(filtrarClases(opciones, '03.01').map((o) => o.id)).toEqual(['eco_2']);
    expect(filtrarClases(opciones, 'ladrillo hormigón')).toEqual([]);
  });
});

describe('DapconClasificacion (the record page)', () => {
  it("shows 'Sin clasificar' and 'Asignar' to the company of a draft; the modal searches the classes and sends the one chosen", async () => {
    const cabecera = await open(MOCK_DAPCON_IDS.borrador, 'organizacion', EMPRESA.org_cif);
    expect(screen.getByText('Clasificación ECO Platform')).toBeInTheDocument();
    expect(cabecera.getByText('Sin clasificar')).toBeInTheDocument();
    await user.click(cabecera.getByRole('button', { name: 'Asignar la clasificación ECO Platform' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Clasificación ECO Platform' }));
    const select = await dialog.findByRole('combobox', { name: 'Clase' });
    // The leaves of the mock's classification (02.02 is off): 01.01.01, 01.02.01, K7Q2M9XPA, 02.01 and 03.
    expect(dialog.getByText('5 clases encontradas.')).toBeInTheDocument();
    await user.type(dialog.getByRole('searchbox', { name: 'Buscar una clase' }), 'escaleras');
    expect(dialog.getByText('1 clase encontrada.')).toBeInTheDocument();
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin clasificación',
      'Hormigón y productos de hormigón › Prefabricados de hormigón › Escaleras prefabricadas de hormigón (K7Q2M9XPA)',
    ]);
    await user.selectOptions(select, 'eco_K7Q2M9XPA');
    mockApi(clasificarDapcon, (input) => clasificada(MOCK_DAPCON_IDS.borrador, ESCALERAS, 'organizacion')(input.lang));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(patches().map((r) => r.body)).toEqual([{ clasificacion_id: 'eco_K7Q2M9XPA' }]);
    expect(await cabecera.findByText('Escaleras prefabricadas de hormigón')).toBeInTheDocument();
    expect(cabecera.getByText('K7Q2M9XPA')).toBeInTheDocument();
    expect(cabecera.getByRole('button', { name: 'Cambiar la clasificación ECO Platform' })).toHaveTextContent('Cambiar');
  });

  it("in Catalan, shows the class of a published declaration with 'Canviar' to the administration, which may remove it", async () => {
    mockApi(dapcon, (input) => clasificada(MOCK_DAPCON_IDS.vigente, ESCALERAS, 'administrador')(input.lang));
    const cabecera = await open(MOCK_DAPCON_IDS.vigente, 'admin_ares', '46127839M', 'ca');
    expect(screen.getByText('Classificació ECO Platform')).toBeInTheDocument();
    expect(cabecera.getByText('Escaleras prefabricadas de hormigón')).toBeInTheDocument();
    await user.click(cabecera.getByRole('button', { name: 'Canviar la classificació ECO Platform' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Classificació ECO Platform' }));
    const select = await dialog.findByRole('combobox', { name: 'Classe' });
    expect(select).toHaveValue('eco_K7Q2M9XPA');
    // The chosen class stays in the list whatever the search.
    await user.type(dialog.getByRole('searchbox', { name: 'Cercar una classe' }), 'ciment');
    expect(dialog.getByText('1 classe trobada.')).toBeInTheDocument();
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'eco_K7Q2M9XPA', 'eco_02.01']);
    await user.selectOptions(select, '');
    mockApi(clasificarDapcon, (input) => clasificada(MOCK_DAPCON_IDS.vigente, null, 'administrador')(input.lang));
    await user.click(dialog.getByRole('button', { name: 'Desar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(patches().map((r) => r.body)).toEqual([{ clasificacion_id: null }]);
    expect(await cabecera.findByText('Sense classificar')).toBeInTheDocument();
    expect(cabecera.getByRole('button', { name: 'Assignar la classificació ECO Platform' })).toHaveTextContent('Assignar');
  });

  it('shows the API’s 422 under the field and keeps the modal open', async () => {
    const cabecera = await open(MOCK_DAPCON_IDS.borrador, 'admin_ares', '46127839M');
    await user.click(cabecera.getByRole('button', { name: 'Asignar la clasificación ECO Platform' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Clasificación ECO Platform' }));
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Clase' }), 'eco_03');
    mockApi(clasificarDapcon, () => {
      throw mockError(422, 'Los datos enviados no son válidos.', { clasificacion_id: [CLASIFICACION_MSG.clasifNoAsignable] });
    });
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText(CLASIFICACION_MSG.clasifNoAsignable)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers no button to the verifier of a draft', async () => {
    const verificador = await open(MOCK_DAPCON_IDS.borrador, 'verificador', '39284756C');
    expect(verificador.getByText('Sin clasificar')).toBeInTheDocument();
    expect(verificador.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no button to the company of a published declaration, in Catalan', async () => {
    mockApi(dapcon, (input) => clasificada(MOCK_DAPCON_IDS.vigente, ESCALERAS, 'organizacion')(input.lang));
    const empresa = await open(MOCK_DAPCON_IDS.vigente, 'organizacion', EMPRESA.org_cif, 'ca');
    expect(empresa.getByText('Escaleras prefabricadas de hormigón')).toBeInTheDocument();
    expect(empresa.queryByRole('button')).not.toBeInTheDocument();
  });
});
