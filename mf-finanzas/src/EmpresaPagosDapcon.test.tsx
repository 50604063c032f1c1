// A company's 'Pagos DAPcon' tab (mf_finanzas/EmpresaPagosDapcon) on the mock API (fixtures only): the
// demo company's declarations with their payments, the links per language, the renewal line, the filter
// modal with pending payment, the summary pie's figures (its table for screen readers), and what a
// payment registered from a row sends. The row and the summary after a registration are the API's:
// FinanzasListas.api.test.tsx, on the real API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '@dapcon/contract/core';
import { mockRequests } from '@dapcon/mocks';
import { renderWithPortal, signInAs } from '../../config/test-utils';
import EmpresaPagosDapcon from './EmpresaPagosDapcon';

const user = userEvent.setup();
const CIF = 'A08612343';

async function open(lang: 'es' | 'ca' = 'es') {
  await signInAs('admin_ares');
  renderWithPortal(<EmpresaPagosDapcon cif={CIF} />, { route: `/empresas/${CIF}?tab=pagos_dapcon`, lang });
  return screen.findByRole('table', { name: lang === 'es' ? 'DAPcon de la empresa y sus pagos' : "DAPcon de l'empresa i els seus pagaments" }, { timeout: 30_000 });
}

/** The rows of the tab's table (header excluded), once loaded. */
async function rows(table: HTMLElement) {
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

/** The summary's figures as screen readers read them: category → cents. */
function figuras(): Record<string, number> {
  const table = screen.getByRole('table', { name: 'Importe pagado por idioma, renovadas y publicadas' });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const [label, value] = [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '');
        return [label, toCents((value ?? '').replace(/\s?€/, ''))];
      }),
  );
}

describe("mf-finanzas's 'Pagos DAPcon' tab of a company", () => {
  it("lists the company's declarations: code, renewal, languages linking to the record, amount, payment date or 'Pendiente de pago', and the button that fits", async () => {
    const table = await open();
    const all = await rows(table);
    const sent = mockRequests().find((r) => r.endpoint === 'GET /dapcon');
    expect(sent?.path).toContain('organizacion_id=1');
    const pagada = all.find((r) => r.textContent?.includes('F2021') || r.textContent?.includes('2.000,00 €'));
    expect(pagada).toBeDefined();
    expect(pagada).toHaveTextContent('03/05/2021');
    expect(within(pagada as HTMLElement).getByRole('button', { name: /^Actualizar pago de/ })).toHaveTextContent('Actualizar pago');
    const ingles = within(pagada as HTMLElement).getByRole('link', { name: /en EN$/ });
    expect(ingles.getAttribute('href')).toMatch(/^\/dapcon\/2\/3$/);
    const pendientes = all.filter((r) => r.textContent?.includes('Pendiente de pago'));
    expect(pendientes.length).toBeGreaterThan(0);
    for (const r of pendientes) expect(within(r).getByRole('button', { name: /^Registrar pago de/ })).toBeInTheDocument();
    expect(all.some((r) => /Renovado a partir de N° DAPcon-/.test(r.textContent ?? ''))).toBe(true);
    expect(all.some((r) => within(r).queryByText('Si') !== null)).toBe(true);
  });

  it("filters by pending payment in the filter modal, which closes; the request says pendiente_pago", async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros de los pagos DAPcon' });
    await user.selectOptions(within(dialog).getByLabelText('Pendiente de pago'), 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros de los pagos DAPcon' })).not.toBeInTheDocument());
    // Which declarations it selects is the API's (mf-empresas's DapconList.api.test.tsx).
    await waitFor(() => expect(mockRequests().some((r) => r.endpoint === 'GET /dapcon' && r.path.includes('pendiente_pago=true'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Filtrar (1)' })).toBeInTheDocument();
  });

  it('registers a payment from a row: the modal offers the amount to charge, and the row\'s declaration is sent', async () => {
    const table = await open();
    const fila = (await rows(table)).find((r) => r.textContent?.includes('Pendiente de pago') && within(r).queryByRole('link', { name: /en ES$/ })) as HTMLElement;
    const boton = within(fila).getByRole('button', { name: /^Registrar pago de/ });
    await user.click(boton);
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    const importe = within(dialog).getByLabelText(/Importe/) as HTMLInputElement;
    await waitFor(() => expect(importe.value).not.toBe(''));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar pago' })).not.toBeInTheDocument());
    const [sent] = mockRequests().filter((r) => r.endpoint.includes('registro-pagos'));
    const href = within(fila).getAllByRole('link', { name: /en ES$/ })[0]?.getAttribute('href') ?? '';
    expect(sent?.body).toMatchObject({ dapcon_id: Number(href.split('/')[2]), importe: fromCents(toCents(importe.value)) });
    // The row and the summary after it: FinanzasListas.api.test.tsx, on the real API.
  });

  it("shows the summary's figures for screen readers", async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Resumen' }));
    const resumen = await screen.findByRole('dialog', { name: 'Resumen de las DAPcon' });
    await within(resumen).findByRole('table', { name: 'Importe pagado por idioma, renovadas y publicadas' });
    expect(figuras()).toMatchObject({ Español: 440_000 });
    expect(screen.getByTestId('resumen-totales')).toHaveTextContent(/pagadas/);
  });

  it('speaks Catalan', async () => {
    const table = await open('ca');
    const all = await rows(table);
    expect(all.some((r) => r.textContent?.includes('Pendent de pagament'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Resum' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Data de pagament/ })).toBeInTheDocument();
  });
});
