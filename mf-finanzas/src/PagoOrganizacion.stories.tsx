import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FINANZAS_MESSAGES } from '@dapcon/contract/finanzas';
import { Box, SuccessModal } from '@dapcon/shared-ui';
import { mockData } from '@dapcon/mocks';
import { feedback, type PagoOrganizacionProps } from '@dapcon/shared-sdk';
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

/** A valid account (the mock's IBAN of the tests) typed on the direct debit's step 1. */
const IBAN = 'ES91 2100 0418 4502 0005 1332';

type Body = ReturnType<typeof within>;

/** Direct debit chosen, step 1 shown (the company's data arrived). */
async function domiciliacion(canvasElement: HTMLElement, lang: 'es' | 'ca' = 'es'): Promise<Body> {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('button', { name: lang === 'ca' ? 'Domiciliació' : 'Domiciliación' }));
  await body.findByText('A08612343');
  return body;
}

/** Step 1 with a valid account, then 'Siguiente': step 2, the mandate. */
async function hastaMandato(canvasElement: HTMLElement, lang: 'es' | 'ca' = 'es'): Promise<Body> {
  const body = await domiciliacion(canvasElement, lang);
  await userEvent.type(body.getByRole('textbox', { name: /IBAN/ }), IBAN);
  await userEvent.type(body.getByRole('textbox', { name: /CIF\/NIF del titular/ }), '12345678Z');
  await userEvent.tab();
  await userEvent.click(body.getByRole('button', { name: lang === 'ca' ? 'Següent' : 'Siguiente' }));
  await body.findByRole('button', { name: lang === 'ca' ? 'Descarregar mandat SEPA' : 'Descargar mandato SEPA' });
  return body;
}

/** Steps 1 and 2 done (the signed mandate attached), then 'Siguiente': step 3, the payment and 'Finalizar'. */
async function hastaPago(canvasElement: HTMLElement, lang: 'es' | 'ca' = 'es'): Promise<Body> {
  const body = await hastaMandato(canvasElement, lang);
  await userEvent.upload(body.getByLabelText(lang === 'ca' ? /Mandat SEPA signat/ : /Mandato SEPA firmado/), new File(['%PDF-1.4 mandato'], 'mandato-firmado.pdf', { type: 'application/pdf' }));
  await userEvent.click(body.getByRole('button', { name: lang === 'ca' ? 'Següent' : 'Siguiente' }));
  await body.findByRole('button', { name: lang === 'ca' ? 'Finalitzar' : 'Finalizar' }, { timeout: 10_000 });
  return body;
}

/**
 * The flow as the shell shows it (shell/src/app/Frame.tsx, FeedbackModals): once paid, the payment's
 * modal goes (the new session owes nothing) and the success modal says the server's message.
 */
function EnElShell(args: PagoOrganizacionProps) {
  const [pagado, setPagado] = useState(false);
  const [mensaje, setMensaje] = useState<string | null>(null);
  useEffect(
    () =>
      feedback.subscribe((event) => {
        if (event.kind === 'success') setMensaje(event.message ?? '');
      }),
    [],
  );
  const onPaid = (token: string) => {
    args.onPaid(token);
    setPagado(true);
  };
  return (
    <>
      {pagado ? null : <PagoOrganizacion {...args} onPaid={onPaid} />}
      <SuccessModal open={mensaje !== null} message={mensaje} onClose={() => setMensaje(null)} />
    </>
  );
}

/** Step 3 of the direct debit, then 'Finalizar': the success modal with the server's message. */
function registrada(lang: 'es' | 'ca'): Story {
  return {
    ...pendiente({ lang }),
    render: (args) => <EnElShell {...args} />,
    play: async ({ canvasElement }) => {
      const body = await hastaPago(canvasElement, lang);
      await userEvent.click(body.getByRole('button', { name: lang === 'ca' ? 'Finalitzar' : 'Finalizar' }));
      const dialog = await body.findByRole('dialog', { name: lang === 'ca' ? 'Operació realitzada' : 'Operación realizada' }, { timeout: 10_000 });
      await expect(within(dialog).getByText(FINANZAS_MESSAGES.domiciliacionRegistrada[lang])).toBeVisible();
    },
  };
}

/** Direct debit, step 1 of 3: an IBAN and a NIF that do not pass were cleared when left, with their messages; 'Siguiente' stays disabled. */
export const DomiciliacionErrores: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = await domiciliacion(canvasElement);
    await userEvent.type(body.getByRole('textbox', { name: /N° IBAN/ }), 'ES00 1234 5678 9012');
    await userEvent.type(body.getByRole('textbox', { name: /CIF\/NIF del titular/ }), '12345678A');
    await userEvent.tab();
    await expect(await body.findByText('IBAN no válido')).toBeVisible();
    await expect(await body.findByText('Documento no válido')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
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

/** Direct debit, step 1 of 3: the company's billing data, read from the API, and the account to type. */
export const DomiciliacionFacturacion: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = await domiciliacion(canvasElement);
    await expect(body.getByRole('textbox', { name: /N° IBAN/ })).toBeVisible();
  },
};

/** Direct debit, step 2 of 3: 'Descargar mandato SEPA' and the signed mandate to attach. */
export const DomiciliacionMandato: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = await hastaMandato(canvasElement);
    await expect(body.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

/** Direct debit, step 3 of 3: the account, the fee with its VAT and 'Finalizar', enabled. */
export const DomiciliacionPago: Story = {
  ...pendiente(),
  play: async ({ canvasElement }) => {
    const body = await hastaPago(canvasElement);
    await expect(body.getByRole('button', { name: 'Finalizar' })).toBeEnabled();
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
    const body = await domiciliacion(canvasElement, 'ca');
    await expect(body.getByRole('group', { name: 'Compte de domiciliació' })).toBeVisible();
  },
};

/** Transfer, step 1 of 2, in Catalan. */
export const TransferenciaFacturacioCatalan: Story = {
  ...pendiente({ lang: 'ca' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Transferència Bancària' }));
    await expect(await body.findByText('A08612343')).toBeVisible();
  },
};

/** Direct debit, step 2 of 3, in Catalan. */
export const DomiciliacioMandatCatalan: Story = {
  ...pendiente({ lang: 'ca' }),
  play: async ({ canvasElement }) => {
    const body = await hastaMandato(canvasElement, 'ca');
    await expect(body.getByRole('button', { name: 'Següent' })).toBeDisabled();
  },
};

/** Direct debit, step 3 of 3, in Catalan: 'Finalitzar', enabled. */
export const DomiciliacioPagamentCatalan: Story = {
  ...pendiente({ lang: 'ca' }),
  play: async ({ canvasElement }) => {
    const body = await hastaPago(canvasElement, 'ca');
    await expect(body.getByRole('button', { name: 'Finalitzar' })).toBeEnabled();
  },
};

/** 'Finalizar' pressed: the payment's modal gone, 'Operación realizada' with 'Domiciliación registrada correctamente'. */
export const DomiciliacionRegistrada: Story = registrada('es');

/** The same outcome in Catalan. */
export const DomiciliacioRegistradaCatalan: Story = registrada('ca');
