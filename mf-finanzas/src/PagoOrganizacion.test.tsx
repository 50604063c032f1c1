import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, formatEuro, MSG } from '@dapcon/contract/core';
import { FINANZAS_MSG, mandatoSepa, pagarDomiciliacion, pagarTransferencia } from '@dapcon/contract/finanzas';
import { mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, sessionUserFromToken, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../config/test-utils';
import PagoOrganizacion from './PagoOrganizacion';

const ANYO = new Date().getFullYear();
const IBAN = 'ES91 2100 0418 4502 0005 1332';
const pdf = (name = 'mandato-firmado.pdf') => new File(['%PDF-1.4 mandato'], name, { type: 'application/pdf' });

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});
afterEach(() => vi.restoreAllMocks());

async function open({ lang }: { lang?: 'es' | 'ca' } = {}) {
  await signInAs('organizacion', { usuario: 'A08612343', nombre: 'Cementos del Llobregat, S.A.', apellidos: '', estado_pago: 'pendiente' });
  const onPaid = vi.fn<(token: string) => void>();
  const onLogout = vi.fn<() => void>();
  const user = userEvent.setup();
  renderWithPortal(<PagoOrganizacion onPaid={onPaid} onLogout={onLogout} />, { route: '/inicio', lang });
  return { user, onPaid, onLogout };
}

const paso = () => screen.getByTestId('paso');
const iban = () => screen.getByRole('textbox', { name: /N° IBAN/ });
const nif = () => screen.getByRole('textbox', { name: /CIF\/NIF del titular/ });
const siguiente = () => screen.getByRole('button', { name: 'Siguiente' });
const finalizar = () => screen.getByRole('button', { name: 'Finalizar' });
const HOY = calendarDay(new Date());

/** Step 1 of the direct debit with a valid account typed. */
async function conCuenta(user: ReturnType<typeof userEvent.setup>, cuenta = { iban: IBAN, nif: '12345678Z' }) {
  await user.click(screen.getByRole('button', { name: 'Domiciliación' }));
  await screen.findByText('A08612343');
  await user.type(iban(), cuenta.iban);
  await user.type(nif(), cuenta.nif);
  await user.tab();
}

/** Through the first two steps of the direct debit, with the account typed and the signed mandate attached. */
async function hastaElPago(user: ReturnType<typeof userEvent.setup>, cuenta?: { iban: string; nif: string }) {
  await conCuenta(user, cuenta);
  await user.click(siguiente());
  await user.upload(screen.getByLabelText(/Mandato SEPA firmado/), pdf());
  await user.click(siguiente());
  expect(paso()).toHaveTextContent('Paso 3 de 3');
}

/** Saves of the browser's file saver, by name. */
function saves(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mandato');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe("mf-finanzas's organisation payment flow", () => {
  it("says the year's fee is owed, offers both methods and 'Cerrar sesión'", async () => {
    const { user, onLogout } = await open();
    expect(await screen.findByText(`La cuota anual de ${ANYO} está pendiente de pago. Elija cómo desea pagarla para continuar.`)).toBeInTheDocument();
    const metodos = screen.getByRole('group', { name: 'Método de pago' });
    expect(within(metodos).getAllByRole('button').map((b) => b.textContent)).toEqual(['Domiciliación', 'Transferencia Bancaria']);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  describe('direct debit', () => {
    it("step 1 shows the company (read-only), the fee with its VAT and asks for the account: 'Siguiente' only with a valid IBAN and tax id", async () => {
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Domiciliación' }));
      expect(paso()).toHaveTextContent('Paso 1 de 3');
      const empresa = await screen.findByTestId('empresa');
      expect(empresa).toHaveTextContent('Cementos del Llobregat, S.A.');
      expect(empresa).toHaveTextContent('A08612343');
      const cuota = screen.getByTestId('cuota');
      expect(cuota).toHaveTextContent(formatEuro('450.00'));
      expect(cuota).toHaveTextContent(`IVA (21 %)${formatEuro('94.50')}`);
      expect(cuota).toHaveTextContent(formatEuro('544.50'));
      expect(mockRequests().some((r) => r.path === '/api/organizaciones/detalle_tarifa?metodo_pago=R')).toBe(true);
      expect(within(screen.getByRole('group', { name: 'Cuenta de domiciliación' })).getAllByRole('textbox')).toEqual([iban(), nif()]);
      expect(screen.getByTestId('nota-cuenta')).toHaveTextContent('La cuenta debe ser de la entidad de la empresa');

      expect(siguiente()).toBeDisabled();
      await user.type(iban(), IBAN);
      await user.tab();
      expect(siguiente()).toBeDisabled();
      await user.type(nif(), '12345678Z');
      await user.tab();
      expect(siguiente()).toBeEnabled();
      await user.click(siguiente());
      expect(paso()).toHaveTextContent('Paso 2 de 3');
    });

    it('clears an invalid IBAN or NIF when left, says why, and goes on only with both valid', async () => {
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Domiciliación' }));
      await screen.findByText('A08612343');
      expect(siguiente()).toBeDisabled();

      await user.click(iban());
      await user.tab();
      expect(await screen.findByText('Ingrese un N° IBAN')).toBeInTheDocument();

      await user.type(iban(), 'ES00 1234 5678 9012');
      await user.tab();
      expect(await screen.findByText('IBAN no válido')).toBeInTheDocument();
      expect(iban()).toHaveValue('');

      await user.type(nif(), '12345678A');
      await user.tab();
      expect(await screen.findByText('Documento no válido')).toBeInTheDocument();
      expect(nif()).toHaveValue('');
      await user.click(nif());
      await user.tab();
      expect(await screen.findByText('Ingrese un NIF')).toBeInTheDocument();
      expect(siguiente()).toBeDisabled();

      await user.type(iban(), IBAN);
      await user.tab();
      await waitFor(() => expect(screen.queryByText('IBAN no válido')).not.toBeInTheDocument());
      expect(siguiente()).toBeDisabled();
      await user.type(nif(), '12345678Z');
      await user.tab();
      await waitFor(() => expect(screen.queryByText('Ingrese un NIF')).not.toBeInTheDocument());
      expect(siguiente()).toBeEnabled();
    });

    it('step 2 downloads the mandate with the account of step 1, named yyyy-mm-dd_Mandato_SEPA_<CIF>.pdf, and takes only a PDF', async () => {
      const { user } = await open();
      await conCuenta(user, { iban: 'es91 2100 0418 4502 0005 1332', nif: '12345678z' });
      await user.click(siguiente());
      expect(paso()).toHaveTextContent('Paso 2 de 3');
      expect(siguiente()).toBeDisabled();

      const saved = saves();
      await user.click(screen.getByRole('button', { name: 'Descargar mandato SEPA' }));
      await waitFor(() => expect(saved).toEqual([`${HOY}_Mandato_SEPA_A08612343.pdf`]));
      const descargas = mockRequests().filter((r) => r.endpoint === mandatoSepa.id);
      expect(descargas.map((r) => [r.method, r.body])).toEqual([['POST', { org_iban: 'ES9121000418450200051332', org_nif_propietario_cuenta: '12345678Z' }]]);

      // A file the dialog's filter would hide, picked anyway: refused with the rule's message.
      await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/Mandato SEPA firmado/), new File(['hola'], 'mandato.txt', { type: 'text/plain' }));
      expect(await screen.findByText('Solo se admiten archivos pdf.')).toBeInTheDocument();
      expect(siguiente()).toBeDisabled();
      await user.upload(screen.getByLabelText(/Mandato SEPA firmado/), pdf());
      expect(screen.getByText('mandato-firmado.pdf')).toBeInTheDocument();
      expect(siguiente()).toBeEnabled();
    });

    it('step 3 shows the account and what will be debited', async () => {
      const { user } = await open();
      await hastaElPago(user);
      const cuenta = screen.getByTestId('cuenta-domiciliacion');
      expect(cuenta).toHaveTextContent(IBAN);
      expect(cuenta).toHaveTextContent('12345678Z');
      expect(await screen.findByTestId('cuota')).toHaveTextContent(`Total${formatEuro('544.50')}`);
      expect(finalizar()).toBeEnabled();
    });

    it('goes back at every step, to the choice too, keeping what was typed and the file; another account drops the signed mandate', async () => {
      const { user } = await open();
      await hastaElPago(user);

      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      expect(paso()).toHaveTextContent('Paso 2 de 3');
      expect(screen.getByText('mandato-firmado.pdf')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      expect(paso()).toHaveTextContent('Paso 1 de 3');
      expect(iban()).toHaveValue(IBAN);
      expect(nif()).toHaveValue('12345678Z');
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      expect(screen.getByRole('group', { name: 'Método de pago' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Domiciliación' }));
      await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
      expect(screen.getByText('mandato-firmado.pdf')).toBeInTheDocument();
      await user.click(siguiente());
      expect(finalizar()).toBeEnabled();

      // Back to step 1, another holder: the mandate signed for the old account is dropped.
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await user.clear(nif());
      await user.type(nif(), 'A08612343');
      await user.tab();
      await user.click(siguiente());
      expect(screen.queryByText('mandato-firmado.pdf')).not.toBeInTheDocument();
      expect(siguiente()).toBeDisabled();
    });

    it('posts the IBAN (electronic format), the holder and the signed mandate as one multipart request, and hands the new token over', async () => {
      const { user, onPaid } = await open();
      await hastaElPago(user, { iban: 'es91 2100 0418 4502 0005 1332', nif: '12345678z' });
      await user.click(finalizar());

      await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
      const [post] = mockRequests().filter((r) => r.endpoint === pagarDomiciliacion.id);
      expect(post?.form).not.toBeNull();
      expect(post?.form?.get('org_iban')).toBe('ES9121000418450200051332');
      expect(post?.form?.get('org_nif_propietario_cuenta')).toBe('12345678Z');
      expect(post?.form?.get('org_metodo_pago')).toBe('R');
      const sepa = post?.form?.get('org_sepa');
      expect(sepa).toBeInstanceOf(File);
      expect((sepa as File).name).toBe('mandato-firmado.pdf');
      const token = onPaid.mock.calls[0]?.[0] ?? '';
      expect(sessionUserFromToken(token)).toMatchObject({ usuario: 'A08612343', estado_pago: 'en_tramite' });
      expect(reported).toContainEqual({ kind: 'success', message: 'Domiciliación registrada correctamente' });
    });

    it("shows the server's field errors under their fields, on their step, and loses nothing typed", async () => {
      const { user, onPaid } = await open();
      await hastaElPago(user);
      mockApi(pagarDomiciliacion, () => {
        throw mockError(422, MSG.datosInvalidos, { org_nif_propietario_cuenta: ['Documento no válido'] });
      });
      await user.click(finalizar());
      expect(await screen.findByText('Documento no válido')).toBeInTheDocument();
      expect(paso()).toHaveTextContent('Paso 1 de 3');
      expect(iban()).toHaveValue(IBAN);
      expect(nif()).toHaveValue('12345678Z');
      expect(onPaid).not.toHaveBeenCalled();
    });
  });

  describe('bank transfer', () => {
    it("shows the programme's account, the fee with 21 % VAT and the concept; 'Confirmar' posts and hands the new token over", async () => {
      const { user, onPaid } = await open();
      await user.click(await screen.findByRole('button', { name: 'Transferencia Bancaria' }));
      expect(paso()).toHaveTextContent('Paso 1 de 2');
      expect(await screen.findByTestId('empresa')).toHaveTextContent('A08612343');
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(paso()).toHaveTextContent('Paso 2 de 2');

      const cuenta = await screen.findByTestId('cuenta');
      expect(cuenta).toHaveTextContent('CaixaBank');
      expect(cuenta).toHaveTextContent(IBAN);
      const cuota = screen.getByTestId('cuota');
      expect(cuota).toHaveTextContent(`Precio${formatEuro('450.00')}`);
      expect(cuota).toHaveTextContent(`IVA (21 %)${formatEuro('94.50')}`);
      expect(cuota).toHaveTextContent(`Total${formatEuro('544.50')}`);
      expect(screen.getByTestId('concepto')).toHaveTextContent(`A08612343 Cuota ${ANYO}`);

      // Back and forth keeps the step's data.
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      expect(paso()).toHaveTextContent('Paso 1 de 2');
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));

      await user.click(screen.getByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
      const posts = mockRequests().filter((r) => r.endpoint === pagarTransferencia.id);
      expect(posts.map((r) => r.body)).toEqual([{ org_metodo_pago: 'T' }]);
      expect(sessionUserFromToken(onPaid.mock.calls[0]?.[0] ?? '').estado_pago).toBe('en_tramite');
      expect(reported).toContainEqual({ kind: 'success', message: 'Transferencia registrada: la confirmaremos al recibirla' });
    });

    it("the API's 409 for a company with nothing owed is said, and the step stays", async () => {
      mockApi(pagarTransferencia, () => {
        throw mockError(409, FINANZAS_MSG.pagoNoPendiente);
      });
      const { user, onPaid } = await open();
      await user.click(await screen.findByRole('button', { name: 'Transferencia Bancaria' }));
      await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
      await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'error', status: 409, message: 'La empresa no tiene ningún pago pendiente.' })));
      expect(onPaid).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    });
  });

  it('speaks Catalan, the mandate named in Catalan too', async () => {
    const { user } = await open({ lang: 'ca' });
    expect(await screen.findByText(`La quota anual de ${ANYO} està pendent de pagament. Trieu com la voleu pagar per continuar.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tancar sessió' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Domiciliació' }));
    expect(paso()).toHaveTextContent('Pas 1 de 3');
    expect(await screen.findByText("Dades de l'empresa")).toBeInTheDocument();
    const grup = screen.getByRole('group', { name: 'Compte de domiciliació' });
    await user.type(within(grup).getByRole('textbox', { name: /IBAN/ }), IBAN);
    await user.type(within(grup).getByRole('textbox', { name: /CIF\/NIF del titular del compte/ }), '12345678Z');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Següent' }));
    const saved = saves();
    await user.click(screen.getByRole('button', { name: 'Descarregar mandat SEPA' }));
    await waitFor(() => expect(saved).toEqual([`${HOY}_Mandat_SEPA_A08612343.pdf`]));
  });
});
