import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_MSG } from '@dapcon/contract/auth';
import { MSG } from '@dapcon/contract/core';
import { actualizarEmpresa, empresaPorCif } from '@dapcon/contract/empresas';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import '../../i18n';
import { EmpresaDetail } from './EmpresaDetail';
import { ACTIVA, CON_CONVENIO, DE_BAJA } from './stories.fixtures';

/** The page under its route, as the area mounts it (it reads the CIF from the path). */
function Page() {
  return <AreaRoutes routes={[{ path: '/empresas/:cif', title: 'Empresa', element: <EmpresaDetail /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-empresas/EmpresaDetail',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (path: string, lang: Lang = 'es', api: ScreenOptions['api'] = []) => screen({ route: path, role: 'admin_ares', lang, api });

/** Before the company arrives. */
export const Cargando: Story = {
  ...at(`/empresas/${ACTIVA.org_cif}`, 'es', [
    mockEndpoint(empresaPorCif, async () => {
      await delay('infinite');
      throw new Error('never answers');
    }),
  ]),
};

/** A registered company without an agreement: its general data, four tabs. */
export const DatosGenerales: Story = { ...at(`/empresas/${ACTIVA.org_cif}`) };

/** The same in Catalan. */
export const DatosGeneralesCatala: Story = { ...at(`/empresas/${ACTIVA.org_cif}`, 'ca') };

/** A company that joined through an agreement: no commissions tab; its agreement in the select. */
export const ConConvenio: Story = { ...at(`/empresas/${CON_CONVENIO.org_cif}`) };

/** A company that left: 'Empresa dada de baja' with its date, 'Dar de alta', no 'Iniciar Sesión'. */
export const DeBaja: Story = { ...at(`/empresas/${DE_BAJA.org_cif}`) };

/** The same in Catalan. */
export const DeBajaCatala: Story = { ...at(`/empresas/${DE_BAJA.org_cif}`, 'ca') };

/** `?tab=pagos_cuotas`: mf-finanzas's panel (outside the portal it says where it belongs). */
export const PagosCuotas: Story = { ...at(`/empresas/${ACTIVA.org_cif}?tab=pagos_cuotas`) };

/** 'Guardar' with the legal name and the contact person's position emptied: the contract's messages under them. */
export const ErroresDeValidacion: Story = {
  ...at(`/empresas/${ACTIVA.org_cif}`),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.clear(await page.findByRole('textbox', { name: /^Razón social/ }, { timeout: 10_000 }));
    await userEvent.clear(page.getByRole('textbox', { name: /^Cargo/ }));
    await userEvent.click(page.getByRole('button', { name: 'Guardar' }));
    await expect(await page.findByText('El nombre es obligatorio.')).toBeVisible();
  },
};

/** The same in Catalan. */
export const ErroresDeValidacionCatala: Story = {
  ...at(`/empresas/${ACTIVA.org_cif}`, 'ca'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.clear(await page.findByRole('textbox', { name: /^Raó social/ }, { timeout: 10_000 }));
    await userEvent.click(page.getByRole('button', { name: 'Desar' }));
    await expect(await page.findByText('El nom és obligatori.')).toBeVisible();
  },
};

/** No company has that CIF. */
export const NoEncontrada: Story = { ...at('/empresas/B00000000') };

/** The same in Catalan. */
export const NoEncontradaCatala: Story = { ...at('/empresas/B00000000', 'ca') };

/** The server refuses the save (422): its message for the e-mail under the field, the form kept as typed. */
const correoYaRegistrado = (lang: Lang) => ({
  ...at(`/empresas/${ACTIVA.org_cif}`, lang, [
    mockEndpoint(actualizarEmpresa, () => {
      throw mockError(422, MSG.datosInvalidos, { org_email: [AUTH_MSG.correoYaRegistrado] });
    }),
  ]),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const page = within(canvasElement);
    const name = await page.findByRole('textbox', { name: lang === 'ca' ? /^Raó social/ : /^Razón social/ }, { timeout: 10_000 });
    await userEvent.type(name, ' Nueva');
    await userEvent.click(page.getByRole('button', { name: lang === 'ca' ? 'Desar' : 'Guardar' }));
    await expect(await page.findByText(lang === 'ca' ? 'El correu ja està registrat.' : 'El correo ya está registrado.')).toBeVisible();
  },
});

/** 'Guardar' refused by the server (422): 'El correo ya está registrado.' under the e-mail. */
export const ErrorDelServidor: Story = correoYaRegistrado('es');

/** The same in Catalan. */
export const ErrorDelServidorCatala: Story = correoYaRegistrado('ca');
