import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '@dapcon/shared-ui';
import { mockData } from '@dapcon/mocks';
import { screen, type ScreenOptions } from '../../config/story-utils';
import PagoOrganizacion from './PagoOrganizacion';

const meta: Meta<typeof PagoOrganizacion> = {
  title: 'Screens/mf-finanzas/PagoOrganizacion',
  component: PagoOrganizacion,
  args: { onPaid: fn(), onLogout: fn() },
  // The width of the shell's payment modal.
  decorators: [
    (Story) => (
      <Box maxW="2xl" mx="auto" p="6" borderWidth="1px" borderRadius="md">
        <Story />
      </Box>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof PagoOrganizacion>;

/** The demo company, its fee owed, signed in: the mock API lets it choose (once `screen`'s loader has reset the data). */
function pendiente(options: Omit<ScreenOptions, 'role' | 'claims'> = {}) {
  const base = screen({ route: '/inicio', role: 'organizacion', claims: { usuario: 'A08612343', nombre: 'Cementos del Llobregat, S.A.', apellidos: '', estado_pago: 'pendiente' }, ...options });
  return {
    ...base,
    // One loader, in order (Storybook runs a story's loaders side by side): the reset first, then the change.
    loaders: [
      async (context: Parameters<(typeof base.loaders)[number]>[0]) => {
        for (const loader of base.loaders) await loader(context);
        const [demo, ...rest] = mockData.empresas;
        if (demo) mockData.empresas = [{ ...demo, estado_pago: 'pendiente' }, ...rest];
        return {};
      },
    ],
  };
}

/** The first view: the year's fee is owed; 'Domiciliación', 'Transferencia Bancaria' or 'Cerrar sesión'. */
export const Eleccion: Story = { ...pendiente() };

/** Direct debit, step 3: an IBAN and a NIF that do not pass were cleared when left, with their messages; 'Finalizar' stays disabled. */
export const DomiciliacionErrores: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Domiciliación' }));
    await body.findByText('A08612343');
    await userEvent.click(body.getByRole('button', { name: 'Siguiente' }));
    await userEvent.upload(body.getByLabelText(/Mandato SEPA firmado/), new File(['%PDF-1.4 mandato'], 'mandato-firmado.pdf', { type: 'application/pdf' }));
    await userEvent.click(body.getByRole('button', { name: 'Siguiente' }));
    await userEvent.type(body.getByRole('textbox', { name: /N° IBAN/ }), 'ES00 1234 5678 9012');
    await userEvent.type(body.getByRole('textbox', { name: /CIF\/NIF del titular/ }), '12345678A');
    await userEvent.tab();
    await expect(await body.findByText('IBAN no válido')).toBeVisible();
    await expect(await body.findByText('Documento no válido')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  },
};

/** Transfer, step 2: the programme's account, the fee with 21 % VAT and the concept to write; 'Confirmar'. */
export const TransferenciaDatosPago: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Transferencia Bancaria' }));
    await body.findByText('A08612343');
    await userEvent.click(body.getByRole('button', { name: 'Siguiente' }));
    await expect(await body.findByText('CaixaBank')).toBeVisible();
  },
};

/** The first view in Catalan. */
export const Catalan: Story = { ...pendiente({ lang: 'ca' }) };

/** Transfer, step 2, in Catalan. */
export const TransferenciaCatalan: Story = {
  ...pendiente({ lang: 'ca' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Transferència Bancària' }));
    await body.findByText('A08612343');
    await userEvent.click(body.getByRole('button', { name: 'Següent' }));
    await expect(await body.findByText('CaixaBank')).toBeVisible();
  },
};

/** Direct debit, step 1 of 3: the company's billing data, read from the API. */
export const DomiciliacionFacturacion: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Domiciliación' }));
    await expect(await body.findByText('A08612343')).toBeVisible();
  },
};

/** Direct debit, step 2 of 3: 'Descargar mandato SEPA' and the signed mandate to attach. */
export const DomiciliacionMandato: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Domiciliación' }));
    await body.findByText('A08612343');
    await userEvent.click(body.getByRole('button', { name: 'Siguiente' }));
    await expect(await body.findByLabelText(/Mandato SEPA firmado/)).toBeInTheDocument();
  },
};

/** Transfer, step 1 of 2: the company's billing data. */
export const TransferenciaFacturacion: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Transferencia Bancaria' }));
    await expect(await body.findByText('A08612343')).toBeVisible();
  },
};

/** Direct debit, step 1 of 3, in Catalan. */
export const DomiciliacioCatalan: Story = {
  ...pendiente({ lang: 'ca' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Domiciliació' }));
    await expect(await body.findByText('A08612343')).toBeVisible();
  },
};
