// A company's record on the real API (issue 34, item 4: one back end; config/real-api.ts): what a save
// stores and the page reads back, a document stored, downloaded and removed, baja and alta, a
// deletion and the API's refusal of one with a history, 'Iniciar Sesión' and its refusal for a
// company that left, and the company's own data (/mis-datos), on
// the 'test' seed's companies (api/seed/demo-accounts.json; only A08612343 has DAPcons). The mock
// answers its fixtures and keeps nothing (mocks/src/empresas-ficha.ts): the plain tests
// (EmpresaDetail, MisDatos .test.tsx) keep the forms' checks and the requests sent.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, toDisplayDate } from '@dapcon/contract/core';
import { EMPRESAS_MSG } from '@dapcon/contract/empresas';
import { feedback, useSession, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { withRealApi } from '../../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { EmpresaDetail } from './EmpresaDetail';
import { MisDatos } from './MisDatos';

const api = withRealApi();
const ADMIN = '46127839M';
const SLOW = { timeout: 30_000 };
const user = userEvent.setup();

/** Stands in for the shell's slot (the finance panels are mf-finanzas's). */
const mount: RemotePanelMount = ({ remote, module }) => <output aria-label="panel">{`${remote}/${module}`}</output>;

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

/** The company's stored row. */
async function fila(cif: string) {
  const [row] = await api.sql<Record<string, unknown>>(`select * from organizaciones where org_cif = '${cif}'`);
  return row;
}

const form = () => screen.getByRole('form', { name: 'Datos de la empresa' });
const group = (name: string) => within(form()).getByRole('group', { name });
const tabs = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);
const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/** The administration's page of a company, as the area mounts it. */
async function abrir(cif: string, nombre: string) {
  await api.signIn(ADMIN);
  renderWithPortal(
    <RemotePanelHost mount={mount}>
      <AreaRoutes
        routes={[
          { path: '/empresas', title: 'Empresas', element: <h1>Lista de empresas</h1> },
          { path: '/empresas/:cif', title: 'Empresa', element: <EmpresaDetail /> },
        ]}
      />
    </RemotePanelHost>,
    { route: `/empresas/${cif}` },
  );
  await screen.findByRole('heading', { level: 1, name: nombre }, SLOW);
}

describe("a company's page on the real API", () => {
  it('stores a save with an EMAS document and shows it read back; the document downloads and is removed', async () => {
    const CIF = 'G17412768';
    await abrir(CIF, "Associació de Fusters de l'Empordà");
    expect(tabs()).toContain('Comisiones');
    const phone = within(group('Contacto')).getByRole('textbox', { name: /^Teléfono/ });
    await user.clear(phone);
    await user.type(phone, '937 000 111');
    await user.click(within(group('Administración')).getByRole('checkbox', { name: 'Exento de la cuota anual' }));
    await waitFor(() => expect(within(within(group('Administración')).getByRole('combobox', { name: 'Convenio' })).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(group('Administración')).getByRole('combobox', { name: 'Convenio' }), 'conv_hispalyt');
    const sgm = group('Sistemas de gestión medioambiental');
    await user.click(within(sgm).getByRole('checkbox', { name: 'Dispone de registro EMAS' }));
    await user.upload(within(sgm).getByLabelText(/Registro EMAS \(PDF\)/), pdf('emas.pdf'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]), SLOW);
    expect(await fila(CIF)).toMatchObject({ org_telefono: '937 000 111', exento_cuota: true, org_convenio: 'conv_hispalyt', doc_sgm_emacs: expect.any(String) });
    // Read back: the agreement hides the commissions tab, the phone and the document are the stored ones.
    await waitFor(() => expect(tabs()).toEqual(['Datos generales', 'Pagos cuotas', 'Pagos DAPcon', 'Historial']), SLOW);
    expect(within(group('Contacto')).getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('937 000 111');
    expect(await screen.findByRole('button', { name: 'Quitar el documento EMAS' }, SLOW)).toBeInTheDocument();

    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Descargar el documento EMAS' }));
    await waitFor(() => expect(saved).toEqual([`${calendarDay(new Date())}_${CIF}_EMAS.pdf`]), SLOW);

    await user.click(screen.getByRole('button', { name: 'Quitar el documento EMAS' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Quitar documento' })).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(reported.at(-1)).toEqual({ kind: 'success', message: 'El documento se ha quitado.' }), SLOW);
    await waitFor(() => expect(within(group('Sistemas de gestión medioambiental')).getByRole('checkbox', { name: 'Dispone de registro EMAS' })).not.toBeChecked(), SLOW);
    expect((await fila(CIF))?.doc_sgm_emacs).toBeNull();
  });

  it('gives baja (stored, the page says so), then alta again on a date (its registration date kept)', async () => {
    const CIF = 'B17238452';
    const creada = (await fila(CIF))?.fecha_creacion;
    await abrir(CIF, 'Aïllaments Montseny, S.L.');
    await user.click(screen.getByRole('button', { name: 'Dar de baja' }));
    const baja = await screen.findByRole('dialog', { name: 'Dar de baja la empresa' });
    await user.type(within(baja).getByRole('textbox', { name: 'Observaciones' }), 'Cierre del centro');
    await user.click(within(baja).getByRole('button', { name: 'Dar de baja' }));

    const alert = await screen.findByTestId('empresa-de-baja', {}, SLOW);
    expect(alert).toHaveTextContent(`Desde el ${toDisplayDate(calendarDay(new Date()))}.`);
    expect(alert).toHaveTextContent('Cierre del centro');
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeDisabled();
    expect(await fila(CIF)).toMatchObject({ org_fecha_baja: expect.anything(), org_observaciones_baja: 'Cierre del centro' });
    // Read back as de baja: the page offers 'Dar de alta'.
    await user.click(screen.getByRole('button', { name: 'Dar de alta' }));
    const alta = await screen.findByRole('dialog', { name: 'Dar de alta la empresa' });
    await user.clear(within(alta).getByLabelText(/^Fecha de alta/));
    await user.type(within(alta).getByLabelText(/^Fecha de alta/), '2026-03-02');
    await user.click(within(alta).getByRole('button', { name: 'Dar de alta' }));

    await waitFor(() => expect(screen.queryByTestId('empresa-de-baja')).not.toBeInTheDocument(), SLOW);
    await waitFor(() => expect(within(group('Administración')).getByLabelText(/^Fecha de alta/)).toHaveValue('2026-03-02'), SLOW);
    expect(await fila(CIF)).toMatchObject({ org_fecha_baja: null, org_observaciones_baja: null, fecha_creacion: creada });
    const estados = await api.sql<{ tipo: string }>(`select tipo from organizaciones_estados e join organizaciones o using (org_id) where o.org_cif = '${CIF}' order by e.id`);
    expect(estados.map((e) => e.tipo).slice(-2)).toEqual(['baja', 'alta']);
    expect(reported.map((r) => r.message)).toEqual(['Empresa dada de baja', 'Empresa dada de alta']);
  });

  it('refuses to delete a company with DAPcons (409, in the error modal, nothing deleted); deletes one without', async () => {
    await abrir('A08612343', 'Cementos del Llobregat, S.A.');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar empresa' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(
      () =>
        expect(reported).toEqual([
          { kind: 'error', status: 409, message: 'La empresa tiene DAPcons o pagos registrados y no se puede borrar. Puede darla de baja.', errors: {} },
        ]),
      SLOW,
    );
    expect(currentLocation()).toBe('/empresas/A08612343');
    expect(await fila('A08612343')).toBeDefined();

    cleanup();
    reported = [];
    await abrir('G08953184', 'Asociación de Fabricantes de Morteros de Cataluña');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar empresa' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas'), SLOW);
    expect(reported).toEqual([{ kind: 'success', message: 'La empresa ha sido eliminada.' }]);
    expect(await fila('G08953184')).toBeUndefined();
  });
});

describe("a company's own data (/mis-datos) on the real API", () => {
  it('stores its data and a late EMAS document, reads them back, and removes the document', async () => {
    const CIF = 'B08715427';
    await api.signIn(CIF);
    renderWithPortal(<MisDatos />, { route: '/mis-datos' });
    await screen.findByRole('form', {}, SLOW);
    const cargo = within(group('Persona de contacto')).getByRole('textbox', { name: /^Cargo/ });
    await user.clear(cargo);
    await user.type(cargo, 'Directora general');
    await user.click(within(group('Sistemas de gestión medioambiental')).getByRole('checkbox', { name: 'Dispone de registro EMAS' }));
    await user.upload(screen.getByLabelText(/Registro EMAS \(PDF\)/), pdf('emas.pdf'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]), SLOW);
    expect(await fila(CIF)).toMatchObject({ persona_contacto_cargo: 'Directora general', doc_sgm_emacs: expect.any(String) });
    expect(await screen.findByRole('button', { name: 'Quitar el documento EMAS' }, SLOW)).toBeInTheDocument();
    expect(within(group('Persona de contacto')).getByRole('textbox', { name: /^Cargo/ })).toHaveValue('Directora general');

    await user.click(screen.getByRole('button', { name: 'Quitar el documento EMAS' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Quitar documento' })).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(reported.at(-1)).toEqual({ kind: 'success', message: 'El documento se ha quitado.' }), SLOW);
    await waitFor(() => expect(within(group('Sistemas de gestión medioambiental')).getByRole('checkbox', { name: 'Dispone de registro EMAS' })).not.toBeChecked(), SLOW);
    expect((await fila(CIF))?.doc_sgm_emacs).toBeNull();
  });
});

describe("'Iniciar Sesión' on the real API", () => {
  it("refuses a company that left while its page was open (the API's 409, in the error modal; the administrator stays), then opens a session as it naming the administrator", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const CIF = '40718293J';
    await abrir(CIF, 'Pere Vila Serra');
    await api.sql(`update organizaciones set org_fecha_baja = current_date where org_cif = '${CIF}'`);
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: EMPRESAS_MSG.empresaDeBajaSinSesion, errors: {} }]), SLOW);
    expect(assign).not.toHaveBeenCalled();
    expect(useSession.getState().user).toMatchObject({ usuario: ADMIN });
    expect(useSession.getState().user?.suplantador).toBeUndefined();

    await api.sql(`update organizaciones set org_fecha_baja = null where org_cif = '${CIF}'`);
    reported.length = 0;
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), SLOW);
    expect(useSession.getState().user).toMatchObject({ usuario: CIF, modulo_app: 'organizacion', suplantador: 'Montserrat Puig Ferrer' });
    expect(reported).toEqual([]);
  });
});
