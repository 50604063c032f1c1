import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resumenDapcon } from '@dapcon/contract/panel';
import { delay, mockError, mockRequests, MOCK_RESUMEN_DAPCON } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ResumenDapcon } from './ResumenDapcon';

let reported: FeedbackEvent[];
beforeEach(async () => {
  reported = [];
  await signInAs('admin_ares');
  return feedback.subscribe((event) => reported.push(event));
});

/** A figure's box: its main number and each line of its break-down. */
function cifra(testId: string) {
  const box = screen.getByTestId(testId);
  return { valor: within(box).getByTestId('valor').textContent, box };
}

describe("ResumenDapcon ('Resumen de DAPcon' on the administrator's home)", () => {
  it('shows the counts the API gives, open at first, in one request', async () => {
    const sent = mockRequests();
    renderWithPortal(<ResumenDapcon />);
    const resumen = screen.getByTestId('resumen-dapcon');
    expect(within(resumen).getByText('Resumen de DAPcon')).toBeVisible();
    await screen.findByTestId('resumen-total');
    expect(resumen).toHaveAttribute('open');

    const total = cifra('resumen-total');
    expect(total.valor).toBe('42');
    expect(within(total.box).getByText('Nuevas altas').nextSibling).toHaveTextContent('35');
    expect(within(total.box).getByText('Renovaciones').nextSibling).toHaveTextContent('7');
    expect(within(total.box).getByText('Caducadas').nextSibling).toHaveTextContent('6');
    const publicadas = cifra('resumen-publicadas');
    expect(publicadas.valor).toBe(String(MOCK_RESUMEN_DAPCON.publicadas));
    expect(within(publicadas.box).getByText('En español').nextSibling).toHaveTextContent('18');
    expect(within(publicadas.box).getByText('En inglés').nextSibling).toHaveTextContent('7');
    expect(cifra('resumen-en-proceso').valor).toBe('18');
    expect(sent.map((r) => r.endpoint)).toEqual(['GET /panel/resumen-dapcon']);
  });

  it('closes and opens again from its heading', async () => {
    renderWithPortal(<ResumenDapcon />);
    await screen.findByTestId('resumen-total');
    await userEvent.click(screen.getByText('Resumen de DAPcon'));
    expect(screen.getByTestId('resumen-dapcon')).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Resumen de DAPcon'));
    expect(screen.getByTestId('resumen-dapcon')).toHaveAttribute('open');
  });

  it('in Catalan', async () => {
    renderWithPortal(<ResumenDapcon />, { lang: 'ca' });
    expect(await screen.findByText('Resum de DAPcon')).toBeInTheDocument();
    expect(await screen.findByText('Noves altes')).toBeInTheDocument();
    expect(screen.getByText('Publicades')).toBeInTheDocument();
    expect(screen.getByText('En anglès')).toBeInTheDocument();
    expect(screen.getByText('En procés')).toBeInTheDocument();
  });

  it('says it is loading while the server has not answered', async () => {
    mockApi(resumenDapcon, async () => {
      await delay('infinite');
      throw new Error('never answers');
    });
    renderWithPortal(<ResumenDapcon />);
    expect(await screen.findByText('Cargando el resumen de DAPcon')).toBeInTheDocument();
  });

  it('reports a failure through the shell and offers to try again', async () => {
    let fail = true;
    mockApi(resumenDapcon, () => {
      if (fail) throw mockError(500, 'Error interno del servidor.');
      return { ...MOCK_RESUMEN_DAPCON, total: 43 };
    });
    renderWithPortal(<ResumenDapcon />);
    expect(await screen.findByText('No se ha podido cargar el resumen.')).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(cifra('resumen-total').valor).toBe('43'));
  });
});
