import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { misDatosEmpresa } from '@dapcon/contract/empresas';
import { delay, mockEndpoint } from '@dapcon/mocks';
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
