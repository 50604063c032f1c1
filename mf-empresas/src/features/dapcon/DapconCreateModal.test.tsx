// /dapcon and its 'Ficha de creación' (spec part 2 §2.9) on the mock API: who sees 'Nueva DAPcon',
// the contract's messages, the consultant check, language 1 fixed, the RCP 100 note, the POST and the
// way to the new record; an administrator picks the company with the 'Buscador de Organizaciones'.
// What the API makes of the POST (the draft, the checks only it makes), which NIF is a registered
// consultant and the verifiers' order are the real API's: DapconAcciones.api.test.tsx. The mock answers
// the check with its fixture consultant, so the 404 here is the test's own.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { AUTH_MESSAGES, AUTH_MSG } from '@dapcon/contract/auth';
import { CONSULTORES_MESSAGES, CONSULTORES_MSG, consultorPorNif } from '@dapcon/contract/consultores';
import { crearDapcon, DAPCON_MESSAGES, DAPCON_MSG } from '@dapcon/contract/dapcon';
import { rcps } from '@dapcon/contract/rcp';
import { MOCK_EMPRESAS, mockAnswer, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import type { Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { DapconHome } from './DapconHome';

const user = userEvent.setup();
const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const USUARIO: Partial<Record<Role, string>> = { organizacion: EMPRESA.org_cif, admin_ares: '46127839M', consultor: '47815236F' };

function render(lang: 'es' | 'ca' = 'es') {
  renderWithPortal(
    <AreaRoutes
      routes={[
        { path: '/dapcon', title: 'DAPcon', element: <DapconHome /> },
        { path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <h1>Ficha</h1> },
      ]}
    />,
    { route: '/dapcon', lang },
  );
}

/** Opens the modal as `role` and waits for its lookups. */
async function openModal(role: Role = 'organizacion', lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario: USUARIO[role] });
  render(lang);
  await user.click(await screen.findByRole('button', { name: lang === 'es' ? 'Nueva DAPcon' : 'Nova DAPcon' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
  await waitFor(() => expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toContain(`RCP 001 · ${lang === 'es' ? 'Baldosas cerámicas' : 'Rajoles ceràmiques'}`), { timeout: 30_000 });
  await within(dialog).findByRole('checkbox', { name: lang === 'es' ? 'English' : 'English' }, { timeout: 30_000 });
  return within(dialog);
}

/** Fills every field but the company with good values. */
async function fill(modal: ReturnType<typeof within>, rcp = 'RCP 001 · Baldosas cerámicas') {
  await user.selectOptions(modal.getByRole('combobox', { name: /^RCP/ }), rcp);
  await user.type(modal.getByRole('textbox', { name: /^Nombre del producto/ }), 'Baldosa porcelánica');
  await user.type(modal.getByRole('textbox', { name: /^NIF del Consultor ACV/ }), '47815236F');
  await user.selectOptions(modal.getByRole('combobox', { name: /^Verificador/ }), 'Navarro Roca, Elena');
  await user.click(modal.getByRole('checkbox', { name: /^Confirmo la veracidad/ }));
}

const posted = () => mockRequests().filter((r) => r.endpoint === crearDapcon.id);

/** The consultant check answers 404 for `unregistered`, the fixture consultant for any other NIF. */
function checkRefuses(unregistered: string) {
  mockApi(consultorPorNif, ({ params }) => {
    if (params.nif === unregistered) throw mockError(404, CONSULTORES_MSG.consultorNoRegistrado);
    return mockAnswer({ consultor_nif: '47815236F', consultor_nombre: 'Laura', consultor_apellidos: 'Martínez Soler' }, { message: CONSULTORES_MSG.consultorValido });
  });
}

describe('/dapcon and the DAPcon creation modal', () => {
  it("shows 'Nueva DAPcon' to companies and administrators only, above the list", async () => {
    await signInAs('consultor', { usuario: '47815236F' });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'DAPcon' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'DAPcon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva DAPcon' })).not.toBeInTheDocument();
  });

  it("shows the contract's messages under the fields, has no company field for a company, and keeps language 1 ticked and fixed", async () => {
    const modal = await openModal();
    expect(modal.queryByText('Empresa')).not.toBeInTheDocument();
    const castellano = modal.getByRole('checkbox', { name: 'Castellano' });
    expect(castellano).toBeChecked();
    expect(castellano).toBeDisabled();
    expect(modal.getByRole('checkbox', { name: 'Català' })).not.toBeChecked();
    expect(modal.getByRole('checkbox', { name: 'ECO Platform: Català' })).toBeDisabled();
    // The RCPs in force asked (no `novigentes`): which ones those are is the API's (DapconAcciones.api.test.tsx).
    expect(mockRequests().filter((r) => r.endpoint === rcps.id).map((r) => r.path)).toContain('/api/rcp');

    await user.click(screen.getByRole('button', { name: 'Crear' }));
    for (const message of [DAPCON_MSG.rcpObligatorio, MSG.nombreObligatorio, DAPCON_MSG.nifConsultorObligatorio, DAPCON_MSG.verificadorObligatorio, AUTH_MSG.aceptarVeracidad]) {
      expect(await modal.findByText(message)).toBeInTheDocument();
    }
    expect(posted()).toHaveLength(0);
  });

  it('says the messages in Catalan', async () => {
    const modal = await openModal('organizacion', 'ca');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await modal.findByText(DAPCON_MESSAGES.rcpObligatorio.ca)).toBeInTheDocument();
    expect(modal.getByText(AUTH_MESSAGES.aceptarVeracidad.ca)).toBeInTheDocument();
  });

  it("checks the consultant's NIF: 404 says the spec's message, 200 the success text and the name", async () => {
    checkRefuses('12345678Z');
    const modal = await openModal();
    const nif = modal.getByRole('textbox', { name: /^NIF del Consultor ACV/ });
    await user.type(nif, '12345678Z');
    await user.click(modal.getByRole('button', { name: 'Comprobar' }));
    expect(await modal.findByText(CONSULTORES_MSG.consultorNoRegistrado)).toBeInTheDocument();

    await user.clear(nif);
    await user.type(nif, '47815236F');
    expect(modal.queryByText(CONSULTORES_MSG.consultorNoRegistrado)).not.toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Comprobar' }));
    expect(await modal.findByText(`${CONSULTORES_MSG.consultorValido}: Laura Martínez Soler`)).toBeInTheDocument();
  });

  it('says the check in Catalan', async () => {
    checkRefuses('12345678Z');
    const modal = await openModal('organizacion', 'ca');
    await user.type(modal.getByRole('textbox', { name: /^NIF del Consultor ACV/ }), '12345678Z');
    await user.click(modal.getByRole('button', { name: 'Comprovar' }));
    expect(await modal.findByText(CONSULTORES_MESSAGES.consultorNoRegistrado.ca)).toBeInTheDocument();
  });

  it('shows the product-sheet note for an RCP of code 100 only', async () => {
    const modal = await openModal();
    const note = /la ficha de producto es obligatoria/;
    expect(modal.queryByText(note)).not.toBeInTheDocument();
    await user.selectOptions(modal.getByRole('combobox', { name: /^RCP/ }), 'RCP 100 · Productos de construcción en general');
    expect(modal.getByRole('note')).toHaveTextContent('Para las DAPcon con RCP de código 100 la ficha de producto es obligatoria: se adjuntará con los documentos.');
    await user.selectOptions(modal.getByRole('combobox', { name: /^RCP/ }), 'RCP 002 · Cementos y cales');
    expect(modal.queryByText(note)).not.toBeInTheDocument();
  });

  it('creates for the company itself: posts the body, closes and opens /dapcon/{id}/1 of the id answered', async () => {
    const modal = await openModal();
    await fill(modal);
    await user.click(modal.getByRole('checkbox', { name: 'English' }));
    await user.click(modal.getByRole('checkbox', { name: 'ECO Platform: English' }));
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/dapcon\/\d+\/1$/), { timeout: 30_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [request] = posted();
    expect(request?.body).toEqual({
      Organizaciones_rcp_id: 3,
      dv_nombre_producto: 'Baldosa porcelánica',
      nif: '47815236F',
      verificador_nif: '39284756C',
      Organizaciones_confrm_veracidad_datos: true,
      idiomas: [
        { id: 1, ecoplatform: false },
        { id: 3, ecoplatform: true },
      ],
    });
  });

  it('asks an administrator for the company, picked with the Buscador de Organizaciones, and sends its id', async () => {
    const modal = await openModal('admin_ares');
    await fill(modal);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await modal.findByText(DAPCON_MSG.empresaObligatoria)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    await user.click(modal.getByRole('button', { name: 'Buscar empresa' }));
    const buscador = await screen.findByRole('dialog', { name: 'Buscador de Organizaciones' }, { timeout: 30_000 });
    const [first] = await within(buscador).findAllByRole('button', { name: /^Seleccionar: / }, { timeout: 30_000 });
    const picked = MOCK_EMPRESAS.find((e) => first?.getAttribute('aria-label') === `Seleccionar: ${e.org_nombre}`) as (typeof MOCK_EMPRESAS)[number];
    await user.click(first as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buscador de Organizaciones' })).not.toBeInTheDocument());
    expect(modal.getByTestId('empresa-elegida')).toHaveTextContent(`${picked.org_nombre} (${picked.org_cif})`);

    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/dapcon\/\d+\/1$/), { timeout: 30_000 });
    expect(posted()[0]?.body).toMatchObject({ org_id: picked.org_id });
  });
});
