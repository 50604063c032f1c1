import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_DAPCON_IDS, MOCK_EMPRESAS } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';

/** The page under its route, as the area mounts it (it reads the id and the language from the path). */
function Page() {
  return <AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-empresas/DapconDetail',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
/** Who each role is: the fixtures' company, consultant and verifier, an administrator. */
const USUARIO: Record<Role, string> = {
  organizacion: EMPRESA.org_cif,
  consultor: '47815236F',
  verificador: '39284756C',
  admin_ares: '46127839M',
  admin_caateeb: '46127839M',
};
const NOMBRE: Partial<Record<Role, { nombre: string; apellidos: string }>> = {
  consultor: { nombre: 'Laura', apellidos: 'Martínez Soler' },
  verificador: { nombre: 'Elena', apellidos: 'Navarro Roca' },
  admin_ares: { nombre: 'Montserrat', apellidos: 'Puig Ferrer' },
};
const at = (path: string, lang: Lang = 'es', role: Role = 'organizacion') => screen({ route: path, role, lang, claims: { usuario: USUARIO[role], ...NOMBRE[role] } });

/** The page's body, once the record arrived. */
async function page(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await body.findByTestId('dapcon-cabecera', {}, { timeout: 10_000 });
  return body;
}

/** Opens one of the bar's actions and waits for what it opens. */
const abrir = (boton: string, dialogo: string, role: 'dialog' | 'alertdialog' = 'dialog') => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = await page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: boton }));
    await expect(await body.findByRole(role, { name: dialogo })).toBeVisible();
  },
});

/** A draft just created: no code, no validity, one history entry. */
export const Borrador: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.borrador}/1`) };

/** The same in Catalan, on its Catalan tab. */
export const EsborranyCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.borrador}/2`, 'ca') };

/** A published declaration seen by the administration: code, validity, the company link and a history with a return and an impersonation. */
export const ConHistorial: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.publicada}/1`, 'es', 'admin_ares') };

/** The same in Catalan. */
export const AmbHistorialCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.publicada}/3`, 'ca', 'admin_ares') };

/** A renewal: 'Renovado a partir de N° DAPcon-2021-0007'. */
export const ConPadre: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.renovada}/1`) };

/** The same in Catalan. */
export const AmbPareCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.renovada}/1`, 'ca') };

/** No declaration with that id (or not the caller's): 'No se ha encontrado la DAPcon.' */
export const NoEncontrada: Story = { ...at('/dapcon/9999/1') };

/** The same in Catalan. */
export const NoTrobadaCatala: Story = { ...at('/dapcon/9999/1', 'ca') };

// ---------------------------------------------------------------- the life of a declaration

/** A draft for its consultant: upload or replace each language's EPD, submit (no delete: the company's). */
export const BorradorConsultor: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.borrador}/2`, 'es', 'consultor') };

/** A draft for its verifier: read only, nothing to do yet. */
export const BorradorVerificador: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.borrador}/1`, 'es', 'verificador') };

/** A complete draft (RCP 100: the product sheet too) for its company: submit, delete. */
export const BorradorCompleto: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.renovada}/1`) };

/** 'Enviar a verificación' asks first. */
export const ConfirmarEnvio: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.renovada}/1`), ...abrir('Enviar a verificación', 'Enviar a verificación', 'alertdialog') };

/** 'Eliminar' asks first. */
export const ConfirmarEliminacion: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.borrador}/1`), ...abrir('Eliminar', 'Eliminar la DAPcon', 'alertdialog') };

/** In verification, for its verifier: an open incident on Castellano (its tab flagged), reply, resolve, new incident; return, accept. */
export const EnVerificacionVerificador: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/1`, 'es', 'verificador') };

/** The same on Català: a resolved incident, which can be reopened. */
export const EnVerificacionIncidenciaResuelta: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/2`, 'es', 'verificador') };

/** The same in Catalan. */
export const EnVerificacioVerificadorCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/1`, 'ca', 'verificador') };

/** In verification, for its company: it reads and answers the incidents, nothing else. */
export const EnVerificacionEmpresa: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/1`) };

/** In verification, for the administration: return, open and resolve incidents; never accept. */
export const EnVerificacionAdministracion: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/1`, 'es', 'admin_ares') };

/** 'Nueva incidencia' of a language. */
export const NuevaIncidencia: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/2`, 'es', 'verificador'), ...abrir('Nueva incidencia', 'Nueva incidencia (Català)') };

/** 'Devolver' with its reason. */
export const Devolver: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/1`, 'es', 'verificador'), ...abrir('Devolver', 'Devolver la DAPcon') };

/** 'Aceptar' with the verification report. */
export const Aceptar: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/1`, 'es', 'verificador'), ...abrir('Aceptar', 'Aceptar la DAPcon') };

/** Verified, for the administration: publish (the report among the shared documents). */
export const VerificadaAdministracion: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.verificada}/1`, 'es', 'admin_ares') };

/** The same in Catalan. */
export const VerificadaAdministracioCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.verificada}/1`, 'ca', 'admin_ares') };

/** Verified, for its consultant: read only. */
export const VerificadaConsultor: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.verificada}/1`, 'es', 'consultor') };

/** 'Publicar': today, the last day computed, the ECO Platform flags from the record. */
export const Publicar: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.verificada}/1`, 'es', 'admin_ares'), ...abrir('Publicar', 'Publicar la DAPcon') };

/** Published, for the administration: adjust validity, expire, renew. */
export const PublicadaAdministracion: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`, 'es', 'admin_ares') };

/** Published, for its company: renew. */
export const PublicadaEmpresa: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`) };

/** Published, for its verifier: read only. */
export const PublicadaVerificador: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/2`, 'es', 'verificador') };

/** 'Ajustar validez': both dates and the ECO Platform flags. */
export const AjustarValidez: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`, 'es', 'admin_ares'), ...abrir('Ajustar validez', 'Ajustar la validez') };

/** 'Caducar': the question, the required confirmation, a comment. */
export const Caducar: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`, 'es', 'admin_ares'), ...abrir('Caducar', 'Marcar como caducada') };

/** The same in Catalan. */
export const CaducarCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`, 'ca', 'admin_ares'), ...abrir('Caducar', 'Marcar com a caducada') };

/** 'Retirar': what withdrawing means (for good; the registry shows the day, not the reason) and the required reason. */
export const Retirar: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`, 'es', 'admin_ares'), ...abrir('Retirar', 'Retirar la DAPcon') };

/** The same in Catalan. */
export const RetirarCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`, 'ca', 'admin_ares'), ...abrir('Retirar', 'Retirar la DAPcon') };

/** 'Renovar' asks first, then goes to the new record. */
export const ConfirmarRenovacion: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`), ...abrir('Renovar', 'Renovar la DAPcon', 'alertdialog') };

/** Expired, for its company: renew (it starts the chain below). */
export const Caducada: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.caducada}/1`) };

/** Withdrawn by the administration: the badge, the withdrawal and its reason in the history, no actions, no registry panel. */
export const Retirada: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.retirada}/1`, 'es', 'admin_ares') };

/** The same in Catalan, for its company. */
export const RetiradaCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.retirada}/1`, 'ca') };

/** A chain of three renewals, seen from the middle one: the others linked. */
export const CadenaDeTres: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.cadenaPublicada}/1`, 'es', 'admin_ares') };

/** The same in Catalan, from the last one (a draft). */
export const CadenaDeTresCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.cadenaBorrador}/1`, 'ca') };

/** A draft for the administration: everything its company may (upload, submit, delete). */
export const BorradorAdministracion: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.borrador}/1`, 'es', 'admin_ares') };

/** In verification, for its consultant: reads and answers the incidents. */
export const EnVerificacionConsultor: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.enVerificacion}/1`, 'es', 'consultor') };

/** Verified, for its company: read only, the report among the shared documents. */
export const VerificadaEmpresa: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.verificada}/1`) };

/** Published, for its consultant: read only. */
export const PublicadaConsultor: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.vigente}/1`, 'es', 'consultor') };

/** Expired, for the administration: renew. */
export const CaducadaAdministracion: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.caducada}/1`, 'es', 'admin_ares') };

/** Expired, for its verifier, in Catalan: read only. */
export const CaducadaVerificadorCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.caducada}/1`, 'ca', 'verificador') };

/** Expired, for its consultant: read only. */
export const CaducadaConsultor: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.caducada}/1`, 'es', 'consultor') };

/** Withdrawn, for its company: the badge and the withdrawal, no actions. */
export const RetiradaEmpresa: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.retirada}/1`) };

/** Withdrawn, for its consultant: read only. */
export const RetiradaConsultor: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.retirada}/1`, 'es', 'consultor') };

/** Withdrawn, for its verifier: read only. */
export const RetiradaVerificador: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.retirada}/1`, 'es', 'verificador') };
