import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { actualizarConsultor, CONSULTORES_MSG, consultorFicha } from '@dapcon/contract/consultores';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import '../../i18n';
import { ConsultorPage } from './ConsultorPage';

/** The page under its route, as the area mounts it (it reads the NIF from the path). */
function Page() {
  return <AreaRoutes routes={[{ path: '/consultores/:nif', title: 'Consultor', element: <ConsultorPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-consultores/ConsultorPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (path: string, lang: Lang = 'es', api: ScreenOptions['api'] = []) => screen({ route: path, role: 'admin_ares', lang, api });

// Consultants of the mock API (mocks/src/consultores.ts).
const ACTIVO = '43091827Q';
const PENDIENTE = '27182818S';
const DE_BAJA = '44556677L';
const COMISIONISTA = '47815236F';
const VERIFICADORA = '39284756C';

/** Before the consultant arrives. */
export const Cargando: Story = {
  ...at(`/consultores/${ACTIVO}`, 'es', [
    mockEndpoint(consultorFicha, async () => {
      await delay('infinite');
      throw new Error('never answers');
    }),
  ]),
};

/** An active consultant: 'Activo', 'Dar de baja', 'Iniciar sesión', 'Eliminar', its data in the form. */
export const Activo: Story = { ...at(`/consultores/${ACTIVO}`) };

/** Registered but never activated: 'Pendiente de activar', 'Activar' and 'Dar de baja'. */
export const PendienteDeActivar: Story = { ...at(`/consultores/${PENDIENTE}`) };

/** One who left: 'De baja desde 30/06/2023' and 'Dar de alta'. */
export const DeBaja: Story = { ...at(`/consultores/${DE_BAJA}`) };

/** 'Dar de baja' asks the spec's question before anything is sent. */
export const ConfirmarBaja: Story = {
  ...at(`/consultores/${ACTIVO}`),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Dar de baja' }, { timeout: 10_000 }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('¿Estás seguro de que deseas dar de baja a este usuario?')).toBeVisible();
  },
};

/** A commission earner: the 'Comisiones' tab, open (mf-finanzas's panel; outside the portal it says where it belongs). */
export const ComisionistaComisiones: Story = { ...at(`/consultores/${COMISIONISTA}?tab=comisiones`) };

/** No consultant has that NIF. */
export const NoEncontrado: Story = { ...at('/consultores/00000000T') };

/** One who left, in Catalan. */
export const DeBajaCatala: Story = { ...at(`/consultores/${DE_BAJA}`, 'ca') };

/** A commission earner's data, in Catalan. */
export const ComisionistaCatala: Story = { ...at(`/consultores/${COMISIONISTA}`, 'ca') };

/** A verifier: 'Es verificador' ticked and its boxes per language (the Spanish ones filled in). */
export const Verificadora: Story = { ...at(`/consultores/${VERIFICADORA}`) };

/** 'Guardar' with the e-mail emptied: 'El correo es obligatorio.' under it, nothing sent. */
export const CorreoObligatorio: Story = {
  ...at(`/consultores/${ACTIVO}`),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.clear(await page.findByRole('textbox', { name: /^Correo electrónico/ }, { timeout: 10_000 }));
    await userEvent.click(page.getByRole('button', { name: 'Guardar' }));
    await expect(await page.findByText('El correo es obligatorio.')).toBeVisible();
  },
};

/** 'Eliminar' asks 'Realmente desea borrar el consultor?' before anything is sent. */
export const ConfirmarEliminar: Story = {
  ...at(`/consultores/${ACTIVO}`),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Eliminar' }, { timeout: 10_000 }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Realmente desea borrar el consultor?')).toBeVisible();
  },
};

/** A verifier, in Catalan. */
export const VerificadoraCatala: Story = { ...at(`/consultores/${VERIFICADORA}`, 'ca') };

/** 'Guardar' on a verifier refused by the server (422): its message for the boxes under 'Casillas del verificador'. */
export const ErrorDelServidor: Story = {
  ...at(`/consultores/${VERIFICADORA}`, 'es', [
    mockEndpoint(actualizarConsultor, () => {
      throw mockError(422, MSG.datosInvalidos, { verificador_casillas: [CONSULTORES_MSG.casillasIdiomaNoValido] });
    }),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('textbox', { name: /^Correo electrónico/ }, { timeout: 10_000 });
    await userEvent.click(page.getByRole('button', { name: 'Guardar' }));
    const casillas = await page.findByRole('group', { name: 'Casillas del verificador' });
    await expect(await within(casillas).findByText(CONSULTORES_MSG.casillasIdiomaNoValido, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The same in Catalan. */
export const ErrorDelServidorCatala: Story = {
  ...at(`/consultores/${VERIFICADORA}`, 'ca', [
    mockEndpoint(actualizarConsultor, () => {
      throw mockError(422, MSG.datosInvalidos, { verificador_casillas: [CONSULTORES_MSG.casillasIdiomaNoValido] });
    }),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('group', { name: 'Caselles del verificador' }, { timeout: 10_000 });
    await userEvent.click(page.getByRole('button', { name: 'Desar' }));
    const casillas = page.getByRole('group', { name: 'Caselles del verificador' });
    await expect(await within(casillas).findByText('Les caselles del verificador anomenen un idioma que no existeix.', {}, { timeout: 10_000 })).toBeVisible();
  },
};
