import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_MSG } from '@dapcon/contract/auth';
import { MSG } from '@dapcon/contract/core';
import { actualizarMisDatos, misDatosEmpresa } from '@dapcon/contract/empresas';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { MisDatos } from './MisDatos';

const meta: Meta<typeof MisDatos> = {
  title: 'Screens/mf-empresas/MisDatos',
  component: MisDatos,
};
export default meta;

type Story = StoryObj<typeof MisDatos>;

/** The demo company's own data: CIF and name read-only, its ISO 14001 stored, its logo. */
export const MisDatosEmpresa: Story = { ...screen({ route: '/mis-datos', role: 'organizacion', claims: { sub: '5' } }) };

/** The same in Catalan. */
export const MisDatosCatala: Story = { ...screen({ route: '/mis-datos', role: 'organizacion', claims: { sub: '5' }, lang: 'ca' }) };

/** Before the data arrive. */
export const Cargando: Story = {
  ...screen({
    route: '/mis-datos',
    role: 'organizacion',
    api: [
      mockEndpoint(misDatosEmpresa, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** EMAS ticked without its PDF: 'Es necesario adjuntar el documento acreditativo'. */
export const DocumentoSinAdjuntar: Story = {
  ...screen({ route: '/mis-datos', role: 'organizacion', claims: { sub: '5' } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Dispone de registro EMAS' }, { timeout: 10_000 }));
    await userEvent.click(page.getByRole('button', { name: 'Guardar' }));
    await expect(await page.findByText('Es necesario adjuntar el documento acreditativo')).toBeVisible();
  },
};

/** 'Guardar' refused by the server (422): its message under the e-mail, the form kept as typed. */
const correoYaRegistrado = (lang: Lang) => ({
  ...screen({
    route: '/mis-datos',
    role: 'organizacion',
    claims: { sub: '5' },
    lang,
    api: [
      mockEndpoint(actualizarMisDatos, () => {
        throw mockError(422, MSG.datosInvalidos, { org_email: [AUTH_MSG.correoYaRegistrado] });
      }),
    ],
  }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const page = within(canvasElement);
    await page.findByRole('checkbox', { name: lang === 'ca' ? /EMAS/ : 'Dispone de registro EMAS' }, { timeout: 10_000 });
    await userEvent.click(page.getByRole('button', { name: lang === 'ca' ? 'Desar' : 'Guardar' }));
    await expect(await page.findByText(lang === 'ca' ? 'El correu ja està registrat.' : 'El correo ya está registrado.', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** 'Guardar' refused by the server (422): 'El correo ya está registrado.' under the e-mail. */
export const ErrorDelServidor: Story = correoYaRegistrado('es');

/** The same in Catalan. */
export const ErrorDelServidorCatala: Story = correoYaRegistrado('ca');
