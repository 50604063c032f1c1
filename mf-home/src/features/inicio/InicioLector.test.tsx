import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inicio } from '@dapcon/contract/panel';
import { delay, mockError, MOCK_INICIO_EMPRESA } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { signInAs } from '../../../../config/test-utils';
import { render, reportedFeedback } from './test-support';

const reported = reportedFeedback();

describe('InicioLector: loading and failure', () => {
  it('says it is loading while the server has not answered', async () => {
    await signInAs('organizacion');
    mockApi(inicio, async () => {
      await delay('infinite');
      throw new Error('never answers');
    });
    render();
    expect(await screen.findByText('Cargando su página de inicio')).toBeInTheDocument();
  });

  it('reports a failure through the shell and offers to try again; the panels still show', async () => {
    await signInAs('organizacion');
    let fail = true;
    mockApi(inicio, () => {
      if (fail) throw mockError(500, 'Error interno del servidor.');
      return MOCK_INICIO_EMPRESA;
    });
    render();
    expect(await screen.findByText('No se ha podido cargar su página de inicio.')).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'panel' })).toHaveLength(2);
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('dapcons-empresa')).toBeInTheDocument();
  });
});
