// A company's page (/empresas/{cif}) on the mock API: its fixture's data, tabs and actions, the form's
// own checks, the requests it sends and the failures a test sets. The mock keeps nothing: what a save
// stores and the page reads back, baja and alta, a deletion and the API's refusal of one with a
// history are the real API's (EmpresaFicha.api.test.tsx).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, toDisplayDate } from '@dapcon/contract/core';
import { suplantarEmpresa } from '@dapcon/contract/auth';
import { actualizarDocumentoEmpresa, actualizarEmpresa, darDeAlta, darDeBaja, eliminarEmpresa, empresaPorCif, quitarDocumentoEmpresa } from '@dapcon/contract/empresas';
import { empresaDetalle, mockError, mockRequests, MOCK_EMPRESAS, type MockEmpresa } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { EmpresaDetail } from './EmpresaDetail';

const user = userEvent.setup();

/** A company of the mock API: registered, without an agreement nor history, with no EMAS document. */
const LIBRE = MOCK_EMPRESAS.find((e) => e.org_fecha_baja === null && e.org_convenio === null && e.comisionista_id === null && !empresaDetalle(e).doc_sgm_emacs) as MockEmpresa;
/** One that joined through an agreement. */
const CONVENIADA = MOCK_EMPRESAS.find((e) => e.org_fecha_baja === null && e.org_convenio !== null) as MockEmpresa;
/** One that left. */
const DE_BAJA = MOCK_EMPRESAS.find((e) => e.org_fecha_baja !== null) as MockEmpresa;
/** One with an ISO 14001 document stored. */
const CON_ISO = MOCK_EMPRESAS.find((e) => e.org_fecha_baja === null && empresaDetalle(e).doc_sgm_iso14001) as MockEmpresa;
/** One with an EMAS document stored. */
const CON_EMAS = MOCK_EMPRESAS.find((e) => e.org_fecha_baja === null && empresaDetalle(e).doc_sgm_emacs) as MockEmpresa;

/** Stands in for the shell's slot: shows what it was asked to mount. */
const mount: RemotePanelMount = ({ remote, module, props }) => <output aria-label="panel">{`${remote}/${module} ${JSON.stringify(props)}`}</output>;

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

/** Opens a company's page (inside the routes, as the area mounts it) and waits for its data. */
async function open(empresa: MockEmpresa, search = '', lang: 'es' | 'ca' = 'es') {
  renderWithPortal(
    <RemotePanelHost mount={mount}>
      <AreaRoutes
        routes={[
          { path: '/empresas', title: 'Empresas', element: <h1>Lista de empresas</h1> },
          { path: '/empresas/:cif', title: 'Empresa', element: <EmpresaDetail /> },
        ]}
      />
    </RemotePanelHost>,
    { route: `/empresas/${empresa.org_cif}${search}`, lang },
  );
  await screen.findByRole('heading', { level: 1, name: empresa.org_nombre }, { timeout: 30_000 });
}

const form = () => screen.getByRole('form', { name: 'Datos de la empresa' });
const group = (name: string) => within(form()).getByRole('group', { name });
const tabs = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);
/** The one panel shown (the one left by the previous tab goes once its exit ends). */
/**
 * Waits until the page shows exactly one remote panel and it is the expected one (while the tab
 * changes, the old panel and the new one can be there together for a moment).
 */
async function expectPanel(text: string): Promise<void> {
  await waitFor(() => {
    const panels = screen.getAllByRole('status', { name: 'panel' });
    expect(panels).toHaveLength(1);
    expect(panels[0]).toHaveTextContent(text);
  });
}

describe('EmpresaDetail (/empresas/{cif})', () => {
  it("shows 'Empresas > name (CIF)' and the general data of the company, its CIF read-only", async () => {
    await open(LIBRE);
    const detalle = empresaDetalle(LIBRE);
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '/empresas');
    expect(within(crumbs).getByText(`${LIBRE.org_nombre} (${LIBRE.org_cif})`)).toBeInTheDocument();
    expect(tabs()).toEqual(['Datos generales', 'Pagos cuotas', 'Pagos DAPcon', 'Comisiones', 'Historial']);
    expect(screen.getByRole('tab', { name: 'Datos generales' })).toHaveAttribute('aria-selected', 'true');

    const empresa = group('Datos de la empresa');
    expect(within(empresa).getByRole('textbox', { name: 'CIF' })).toHaveValue(LIBRE.org_cif);
    expect(within(empresa).getByRole('textbox', { name: 'CIF' })).toHaveAttribute('readonly');
    expect(within(empresa).getByRole('textbox', { name: /^Razón social/ })).toHaveValue(LIBRE.org_nombre);
    expect(within(empresa).getByRole('textbox', { name: /^Razón social/ })).not.toHaveAttribute('readonly');
    expect(within(group('Contacto')).getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue(detalle.org_email);
    expect(within(group('Persona de contacto')).getByRole('textbox', { name: /^Cargo/ })).toHaveValue(detalle.persona_contacto_cargo);
    await waitFor(() => expect(within(group('Datos de facturación')).getByRole('radio', { checked: true })).toHaveAttribute('value', detalle.org_tamanio));
    const admin = group('Administración');
    expect(within(admin).getByLabelText(/^Fecha de alta/)).toHaveValue(calendarDay(new Date(LIBRE.org_fecha_alta)));
    expect(within(admin).getByRole('textbox', { name: 'Fecha de creación' })).toHaveValue(toDisplayDate(LIBRE.fecha_creacion));
    expect(within(admin).getByRole('textbox', { name: 'Fecha de creación' })).toHaveAttribute('readonly');
    expect(within(admin).getByRole('checkbox', { name: 'Acceso a la API' })).toHaveProperty('checked', detalle.integracion_api);
    expect(within(admin).getByRole('combobox', { name: 'Convenio' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Dar de baja' })).toBeInTheDocument();
    expect(screen.queryByTestId('empresa-de-baja')).not.toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it("shows, read-only, whether the company takes the fee's e-mail reminders (its own choice on /mis-datos)", async () => {
    const apagada = MOCK_EMPRESAS.find((e) => e.org_fecha_baja === null && !empresaDetalle(e).recordatorios_cuota) as MockEmpresa;
    expect(empresaDetalle(LIBRE).recordatorios_cuota).toBe(true);
    await open(LIBRE);
    const campo = within(group('Administración')).getByRole('textbox', { name: 'Recordatorios de la cuota por correo' });
    expect(campo).toHaveValue('Los recibe');
    expect(campo).toHaveAttribute('readonly');
    // What a save sends never holds it: the company's choice is not the administration's.
    expect(campo).not.toHaveAttribute('name');
    cleanup();
    await open(apagada, '', 'ca');
    expect(screen.getByRole('textbox', { name: 'Recordatoris de la quota per correu' })).toHaveValue("Desactivats per l'empresa a Les meves dades");
  });

  it('keeps the stored town of a postal code with several towns', async () => {
    const empresa = MOCK_EMPRESAS.find((e) => empresaDetalle(e).org_codigo_postal === '08002') as MockEmpresa;
    await open(empresa);
    const town = within(group('Dirección')).getByRole('combobox', { name: /^Población/ });
    await waitFor(() => expect(within(town).getAllByRole('option').map((o) => o.textContent)).toContain('Ciutat Vella'));
    expect(town).toHaveValue('Ciutat Vella');
    expect(within(group('Dirección')).getByRole('textbox', { name: /^Provincia/ })).toHaveValue('Barcelona');
  });

  it('chooses the tab by ?tab=, asks mf-finanzas for its panel with the company, and writes the tab chosen to the URL', async () => {
    await open(LIBRE, '?tab=pagos_dapcon');
    expect(screen.getByRole('tab', { name: 'Pagos DAPcon' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Apartados de la empresa' })).toBeInTheDocument();
    await expectPanel(`mf_finanzas/EmpresaPagosDapcon {"cif":"${LIBRE.org_cif}"}`);
    expect(screen.queryByRole('form', { name: 'Datos de la empresa' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Comisiones' }));
    await waitFor(() => expect(currentLocation()).toBe(`/empresas/${LIBRE.org_cif}?tab=comisiones`));
    await expectPanel(`mf_finanzas/EmpresaComisiones {"cif":"${LIBRE.org_cif}"}`);

    await user.click(screen.getByRole('tab', { name: 'Pagos cuotas' }));
    await waitFor(() => expect(currentLocation()).toBe(`/empresas/${LIBRE.org_cif}?tab=pagos_cuotas`));
    await expectPanel(`mf_finanzas/EmpresaPagosCuotas {"cif":"${LIBRE.org_cif}"}`);

    await user.click(screen.getByRole('tab', { name: 'Datos generales' }));
    await waitFor(() => expect(currentLocation()).toBe(`/empresas/${LIBRE.org_cif}`));
    expect(await screen.findByRole('form', { name: 'Datos de la empresa' })).toBeInTheDocument();
  });

  it('has no commissions tab for a company with an agreement, and shows its general data for ?tab=comisiones', async () => {
    await open(CONVENIADA, '?tab=comisiones');
    expect(tabs()).toEqual(['Datos generales', 'Pagos cuotas', 'Pagos DAPcon', 'Historial']);
    expect(screen.getByRole('tab', { name: 'Datos generales' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(group('Administración')).getByRole('combobox', { name: 'Convenio' })).toHaveValue(CONVENIADA.org_convenio));
  });

  it('shows the contract’s message under a field, sends nothing, and a 422 of the server under its field', async () => {
    await open(LIBRE);
    const name = within(group('Datos de la empresa')).getByRole('textbox', { name: /^Razón social/ });
    await user.clear(name);
    await user.clear(within(group('Persona de contacto')).getByRole('textbox', { name: /^Cargo/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('El nombre es obligatorio.');
    expect(within(group('Persona de contacto')).getByRole('textbox', { name: /^Cargo/ })).toHaveAccessibleDescription('El cargo es obligatorio.');
    expect(sent(actualizarEmpresa)).toEqual([]);

    await user.type(name, 'Nuevo nombre, S.L.');
    await user.type(within(group('Persona de contacto')).getByRole('textbox', { name: /^Cargo/ }), 'Gerente');
    mockApi(actualizarEmpresa, () => {
      throw mockError(422, 'Los datos enviados no son válidos.', { org_email: ['El correo ya está registrado.'] });
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const email = within(group('Contacto')).getByRole('textbox', { name: /^Correo electrónico/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('El correo ya está registrado.'));
    expect(reported).toEqual([]);
  });

  it("saves with 'Guardar' (multipart), shows the success modal and reads the company again 500 ms later", async () => {
    await open(LIBRE);
    const phone = within(group('Contacto')).getByRole('textbox', { name: /^Teléfono/ });
    await user.clear(phone);
    await user.type(phone, '937 000 111');
    await user.click(within(group('Administración')).getByRole('checkbox', { name: 'Exento de la cuota anual' }));
    await user.selectOptions(within(group('Administración')).getByRole('combobox', { name: 'Convenio' }), 'conv_anefhop');
    const reads = sent(empresaPorCif).length;
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]));
    const [request] = sent(actualizarEmpresa);
    expect(request?.path).toBe(`/api/organizaciones/${LIBRE.org_id}/actualizar`);
    expect(request?.form?.get('org_telefono')).toBe('937 000 111');
    expect(request?.form?.get('exento_cuota')).toBe('1');
    expect(request?.form?.get('org_convenio')).toBe('conv_anefhop');
    expect(request?.form?.get('org_nombre')).toBe(LIBRE.org_nombre);
    expect(request?.form?.has('iso14001')).toBe(false);
    expect(sent(actualizarDocumentoEmpresa)).toEqual([]);
    // Read again after 500 ms (what it then shows is the API's: EmpresaFicha.api.test.tsx).
    await waitFor(() => expect(sent(empresaPorCif).length).toBe(reads + 1), { timeout: 30_000 });
  });

  it('asks for the document of a ticked box and sends it after the data', async () => {
    await open(LIBRE);
    const sgm = group('Sistemas de gestión medioambiental');
    await user.click(within(sgm).getByRole('checkbox', { name: 'Dispone de registro EMAS' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(sgm).findByText('Es necesario adjuntar el documento acreditativo')).toBeInTheDocument();
    expect(sent(actualizarEmpresa)).toEqual([]);

    await user.upload(within(sgm).getByLabelText(/Registro EMAS \(PDF\)/), new File(['%PDF-1.4 emas'], 'emas.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]));
    const upload = sent(actualizarDocumentoEmpresa)[0]?.form;
    expect(upload?.get('type')).toBe('emacs');
    expect(upload?.get('org_cif')).toBe(LIBRE.org_cif);
    expect((upload?.get('documento') as File | null)?.name).toBe('emas.pdf');
  });

  it('downloads a stored document by its name, and removes it after asking', async () => {
    await open(CON_EMAS);
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Descargar el documento EMAS' }));
    await waitFor(() => expect(saved).toEqual([`${calendarDay(new Date())}_${CON_EMAS.org_cif}_EMAS.pdf`]));

    await user.click(screen.getByRole('button', { name: 'Quitar el documento EMAS' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Quitar documento' });
    await user.click(within(confirm).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(sent(quitarDocumentoEmpresa).map((r) => r.path)).toEqual([`/api/organizaciones/${CON_EMAS.org_id}/documento?doc_type=emacs`]));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'El documento se ha quitado.' }]));
  });

  it("gives baja in the modal (date, observations), then reads the company again and shows the server's message", async () => {
    await open(LIBRE);
    await user.click(screen.getByRole('button', { name: 'Dar de baja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar de baja la empresa' });
    expect(within(dialog).getByLabelText(/^Fecha de baja/)).toHaveValue(calendarDay(new Date()));
    await user.type(within(dialog).getByRole('textbox', { name: 'Observaciones' }), 'Cierre del centro');
    await user.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));

    await waitFor(() => expect(sent(darDeBaja)).toHaveLength(1));
    expect(sent(darDeBaja)[0]?.body).toEqual({ org_fecha_baja: calendarDay(new Date()), org_observaciones_baja: 'Cierre del centro' });
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Empresa dada de baja' }]));
    expect(sent(empresaPorCif).length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog', { name: 'Dar de baja la empresa' })).not.toBeInTheDocument();
  });

  it('gives a company that left alta again', async () => {
    await open(DE_BAJA);
    expect(screen.getByTestId('empresa-de-baja')).toHaveTextContent(`Empresa dada de bajaDesde el ${toDisplayDate(DE_BAJA.org_fecha_baja)}.`);
    await user.click(screen.getByRole('button', { name: 'Dar de alta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar de alta la empresa' });
    await user.clear(within(dialog).getByLabelText(/^Fecha de alta/));
    await user.click(within(dialog).getByRole('button', { name: 'Dar de alta' }));
    expect(await within(dialog).findByText('La fecha de alta es obligatoria')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Fecha de alta/), '2026-03-02');
    await user.click(within(dialog).getByRole('button', { name: 'Dar de alta' }));
    await waitFor(() => expect(sent(darDeAlta)[0]?.body).toEqual({ org_fecha_alta: '2026-03-02' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Empresa dada de alta' }]));
  });

  it("deletes after 'Realmente desea borrar esta empresa' and goes back to /empresas", async () => {
    await open(LIBRE);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar empresa' });
    expect(confirm).toHaveTextContent('Realmente desea borrar esta empresa');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas'));
    expect(sent(eliminarEmpresa).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/organizaciones/${LIBRE.org_id}/eliminar`]);
    expect(reported).toEqual([{ kind: 'success', message: 'La empresa ha sido eliminada.' }]);
  });

  it("'Iniciar Sesión' opens a session as the company, by its account", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await open(CON_ISO);
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sent(suplantarEmpresa).map((r) => r.path)).toEqual([`/api/admin/auth/organizacion/${CON_ISO.org_cif}`]);
  });

  it('says when there is no company with that CIF', async () => {
    renderWithPortal(<AreaRoutes routes={[{ path: '/empresas/:cif', title: 'Empresa', element: <EmpresaDetail /> }]} />, { route: '/empresas/B00000000' });
    expect(await screen.findByText('No hay ninguna empresa con el CIF B00000000.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Empresa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Empresas' })).toHaveAttribute('href', '/empresas');
    expect(reported).toEqual([]);
  });

  it('reports another failure to the shell’s error modal', async () => {
    mockApi(empresaPorCif, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    renderWithPortal(<AreaRoutes routes={[{ path: '/empresas/:cif', title: 'Empresa', element: <EmpresaDetail /> }]} />, { route: `/empresas/${LIBRE.org_cif}` });
    expect(await screen.findByText('No se pudo cargar la info')).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]);
  });

  it('speaks Catalan, the contract’s messages included', async () => {
    await open(DE_BAJA, '', 'ca');
    expect(screen.getByTestId('empresa-de-baja')).toHaveTextContent('Empresa donada de baixa');
    expect(tabs()[0]).toBe('Dades generals');
    expect(screen.getByRole('tablist', { name: "Apartats de l'empresa" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Donar d'alta" })).toBeInTheDocument();
    const name = within(screen.getByRole('form', { name: "Dades de l'empresa" })).getByRole('textbox', { name: /^Raó social/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Desar' }));
    expect(await screen.findByText('El nom és obligatori.')).toBeInTheDocument();
  });
});
