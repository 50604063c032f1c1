import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isAllowed, MODULOS_APP, MSG, PERFILES, type ModuloApp } from '@dapcon/contract/core';
import { CONTENIDOS_MESSAGES, CONTENIDOS_MSG, criteriosSave, criteriosShow, EDITORES_BANNER } from '@dapcon/contract/contenidos';
import { parametrosSelect } from '@dapcon/contract/referencia';
import { delay, mockEndpoint, mockError, mockRequests, MOCK_OPCIONES_CRITERIOS, ROLE_CLAIMS } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { bannerEditor, feedback, ROLES, type FeedbackEvent, type SessionUser } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { BannersPage } from './BannersPage';

let user: ReturnType<typeof userEvent.setup>;
let reported: FeedbackEvent[];
beforeEach(async () => {
  user = userEvent.setup();
  await signInAs('admin_ares', { sub: '1' });
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const SLOW = { timeout: 30_000 };
const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

function open(lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<AreaRoutes routes={[{ path: '/banner-portada', title: 'Banner Portada', element: <BannersPage /> }]} />, { route: '/banner-portada', lang });
}

/** A banner's form, once its options and criteria have arrived. */
async function panel(name: string) {
  return within(await screen.findByRole('form', { name }, SLOW));
}

/** The labels of the ticked checkboxes of a form. */
const ticked = (form: ReturnType<typeof within>) =>
  form
    .getAllByRole('checkbox')
    .filter((box: HTMLElement) => (box as HTMLInputElement).checked)
    .map((box: HTMLElement) => box.closest('label')?.textContent);

describe('BannersPage (/banner-portada)', () => {
  it('shows the three banners, each with its folder’s options ticked as stored', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Banner Portada' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Banner de empresas', 'Banner de verificadores', 'Banner de consultores']);
    const empresas = await panel('Banner de empresas');
    expect(empresas.getAllByRole('checkbox')).toHaveLength(MOCK_OPCIONES_CRITERIOS.criterios_consulta.length);
    expect(ticked(empresas)).toEqual(['Nombre de la empresa', 'Producto', 'Regla de categoría de producto (RCP)', 'Provincia']);
    expect(empresas.getByText('4 de 10 marcados')).toBeInTheDocument();
    expect(ticked(await panel('Banner de verificadores'))).toEqual(['Nombre y apellidos', 'Provincia', 'Idiomas de verificación']);
    expect(ticked(await panel('Banner de consultores'))).toEqual(['Nombre y apellidos', 'Empresa o consultoría', 'Provincia']);
    expect(sent(parametrosSelect).map((r) => r.path).sort()).toEqual([
      '/api/parametros-select?param_padre_id=criterios_consulta&idioma_id=1',
      '/api/parametros-select?param_padre_id=criterios_consulta_consultor&idioma_id=1',
      '/api/parametros-select?param_padre_id=criterios_consulta_verificador&idioma_id=1',
    ]);
    expect(sent(criteriosShow).map((r) => r.path).sort()).toEqual(['/api/criterios/banner_consultor', '/api/criterios/banner_empresa', '/api/criterios/banner_verificador']);
    expect(reported).toEqual([]);
  });

  it('saves one banner’s whole set in its folder’s order, says so, and leaves the other banners alone', async () => {
    open();
    const verificadores = await panel('Banner de verificadores');
    expect(verificadores.queryByTestId('sin-guardar')).not.toBeInTheDocument();
    await user.click(verificadores.getByRole('checkbox', { name: 'RCP que verifica' }));
    await user.click(verificadores.getByRole('checkbox', { name: 'Nombre y apellidos' }));
    await user.click(verificadores.getByRole('checkbox', { name: 'País' }));
    expect(verificadores.getByText('Cambios sin guardar')).toBeInTheDocument();
    expect(verificadores.getByText('4 de 7 marcados')).toBeInTheDocument();
    await user.click(verificadores.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    expect(sent(criteriosSave).map((r) => r.body)).toEqual([{ tipo: 'banner_verificador', criterios: ['crit_ver_provincia', 'crit_ver_pais', 'crit_ver_idioma', 'crit_ver_rcp'] }]);
    await waitFor(() => expect(verificadores.queryByTestId('sin-guardar')).not.toBeInTheDocument());
    expect(ticked(verificadores)).toEqual(['Provincia', 'País', 'Idiomas de verificación', 'RCP que verifica']);
  });

  it('saves a banner with nothing ticked as an empty set', async () => {
    open();
    const consultores = await panel('Banner de consultores');
    for (const name of ['Nombre y apellidos', 'Empresa o consultoría', 'Provincia']) await user.click(consultores.getByRole('checkbox', { name }));
    expect(consultores.getByText('0 de 8 marcados')).toBeInTheDocument();
    await user.click(consultores.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(criteriosSave).map((r) => r.body)).toEqual([{ tipo: 'banner_consultor', criterios: [] }]), SLOW);
  });

  it('a 422 lands under the banner’s checkboxes; any other failure goes to the shell’s modal', async () => {
    mockServer.use(
      mockEndpoint(criteriosSave, () => {
        throw mockError(422, MSG.datosInvalidos, { criterios: [CONTENIDOS_MSG.criterioAjeno] });
      }),
    );
    open();
    const empresas = await panel('Banner de empresas');
    await user.click(empresas.getByRole('checkbox', { name: 'Código DAPcon' }));
    await user.click(empresas.getByRole('button', { name: 'Guardar' }));
    expect(await empresas.findByText(CONTENIDOS_MSG.criterioAjeno, {}, SLOW)).toBeInTheDocument();
    expect(empresas.getByRole('group', { name: 'Criterios de búsqueda' })).toHaveAttribute('data-invalid');
    expect(empresas.getByText('Cambios sin guardar')).toBeInTheDocument();
    expect(reported).toEqual([]);

    mockServer.use(
      mockEndpoint(criteriosSave, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    await user.click(empresas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 500 })]), SLOW);
  });

  it('shows each banner loading, and a banner that cannot load says so with Reintentar while the others work', async () => {
    mockServer.use(
      mockEndpoint(criteriosShow, async (input) => {
        if (input.params.tipo === 'banner_consultor') throw mockError(500, 'Error interno del servidor.');
        if (input.params.tipo === 'banner_verificador') await delay('infinite');
        return { tipo: 'banner_empresa' as const, criterios: ['crit_emp_nombre'] };
      }),
    );
    open();
    const consultores = within(screen.getByTestId('panel-banner_consultor'));
    expect(await consultores.findByText('No se pudieron cargar los criterios.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 500 })]));
    expect(within(screen.getByTestId('panel-banner_verificador')).getByRole('status')).toHaveTextContent('Cargando los criterios…');
    expect(ticked(await panel('Banner de empresas'))).toEqual(['Nombre de la empresa']);

    mockServer.resetHandlers();
    await user.click(consultores.getByRole('button', { name: 'Reintentar' }));
    expect(ticked(await panel('Banner de consultores'))).toEqual(['Nombre y apellidos', 'Empresa o consultoría', 'Provincia']);
  });

  it('speaks Catalan: the titles, the options in Catalan (idioma_id 2) and the server’s messages', async () => {
    mockServer.use(
      mockEndpoint(criteriosSave, () => {
        throw mockError(422, MSG.datosInvalidos, { criterios: [CONTENIDOS_MSG.criterioAjeno] });
      }),
    );
    open('ca');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bàner Portada' }, SLOW)).toBeInTheDocument();
    const empreses = await panel("Bàner d'empreses");
    expect(ticked(empreses)).toEqual(["Nom de l'empresa", 'Producte', 'Regla de categoria de producte (RCP)', 'Província']);
    expect(empreses.getByText('4 de 10 marcats')).toBeInTheDocument();
    expect(await panel('Bàner de verificadors')).toBeTruthy();
    expect(await panel('Bàner de consultors')).toBeTruthy();
    expect(sent(parametrosSelect).every((r) => r.path.endsWith('idioma_id=2'))).toBe(true);
    await user.click(empreses.getByRole('checkbox', { name: 'Codi DAPcon' }));
    expect(empreses.getByText('Canvis sense desar')).toBeInTheDocument();
    await user.click(empreses.getByRole('button', { name: 'Desar' }));
    expect(await empreses.findByText(CONTENIDOS_MESSAGES.criterioAjeno.ca, {}, SLOW)).toBeInTheDocument();
  });
});

describe('who edits the banners', () => {
  // The route's gate (shared-sdk's bannerEditor) and the API's rule (the endpoints' EDITORES_BANNER)
  // agree for every kind of user the portal has: the administration and consultants of profile 3.
  it('is the same in the browser and on the server', () => {
    for (const role of ROLES) {
      const { modulo_app, perfil } = ROLE_CLAIMS[role];
      const sessionUser = { modulo_app, perfil, role } as SessionUser;
      expect(bannerEditor(sessionUser), role).toBe(isAllowed(criteriosShow.access, { modulo_app, perfil }));
      expect(isAllowed(criteriosSave.access, { modulo_app, perfil }), role).toBe(isAllowed(EDITORES_BANNER, { modulo_app, perfil }));
    }
    const editors = ROLES.filter((role) => isAllowed(EDITORES_BANNER, ROLE_CLAIMS[role]));
    expect(editors).toEqual(['consultor', 'admin_ares', 'admin_caateeb']);
    // And for every module and profile a token may carry.
    const differ: string[] = [];
    for (const modulo_app of MODULOS_APP as readonly ModuloApp[]) {
      for (const perfil of Object.values(PERFILES)) {
        if (bannerEditor({ modulo_app, perfil } as SessionUser) !== isAllowed(EDITORES_BANNER, { modulo_app, perfil })) differ.push(`${modulo_app}/${perfil}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
