// The DAPcon record page's reminders panel (mf_contenidos/RecordatoriosDapcon) on the mock API: it asks
// for its declaration's reminders only, shows them without the record's name (the page is the record's),
// resends one after the question, and links to the whole list filtered by the declaration; in Catalan too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordatoriosList, reenviarRecordatorio } from '@dapcon/contract/contenidos';
import { mockRequests } from '@dapcon/mocks';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import RecordatoriosDapconPanel from '../../RecordatoriosDapcon';

const SLOW = { timeout: 30_000 };
const rows = () =>
  within(screen.getByRole('table', { name: /^(Recordatorios de la DAPcon|Recordatoris de la DAPcon)$/, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && row.querySelectorAll('td').length > 1);

beforeEach(async () => {
  await signInAs('admin_ares');
});

describe('the reminders panel of a declaration', () => {
  it('asks for its declaration’s reminders, shows their kind, milestone and recipients, and resends one', async () => {
    const user = userEvent.setup();
    renderWithPortal(<RecordatoriosDapconPanel dapconId={3} />, { route: '/dapcon/3/1' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    const query = mockRequests().find((r) => r.endpoint === recordatoriosList.id);
    expect(new URL(query?.path ?? '', 'http://x').searchParams.get('dapcon_id')).toBe('3');
    expect(screen.getByRole('heading', { level: 2, name: 'Recordatorios' })).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByTestId('recordatorio-tipo')).toHaveTextContent('Caducidad de la DAPcon · 30 días antes');
    expect(within(rows()[0] as HTMLElement).queryByRole('link', { hidden: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver en Comunicaciones' })).toHaveAttribute('href', '/comunicaciones?tab=recordatorios&dapcon_id=3');

    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /^Reenviar el recordatorio de /, hidden: true }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: /Aceptar|Sí|Confirmar/ }));
    await waitFor(() => expect(mockRequests().filter((r) => r.endpoint === reenviarRecordatorio.id).map((r) => r.path)).toEqual(['/api/recordatorios/31/reenviar']), SLOW);
  });

  it('speaks Catalan', async () => {
    renderWithPortal(<RecordatoriosDapconPanel dapconId={3} />, { route: '/dapcon/3/1', lang: 'ca' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(screen.getByRole('heading', { level: 2, name: 'Recordatoris' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Veure a Comunicacions' })).toBeInTheDocument();
  });
});
