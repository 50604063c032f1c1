// The foot the parameter and classification forms share: which buttons show, the confirmation before
// 'Eliminar', the deactivation it sends, and a refused deactivation reported to the shell.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cambiarEstadoParametro } from '@dapcon/contract/parametros';
import { mockAnswer, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { AccionesParametro, type AccionesParametroProps } from './AccionesParametro';

const textos = { eliminar: 'Eliminar', cancelar: 'Cancelar', guardar: 'Guardar', confirmarEliminar: '¿Desea eliminar este parámetro?' };

let reported: FeedbackEvent[];
beforeEach(async () => {
  reported = [];
  await signInAs('admin_ares');
  return feedback.subscribe((event) => reported.push(event));
});

function render(props: Partial<AccionesParametroProps> = {}) {
  const all: AccionesParametroProps = { borrable: null, soloLectura: false, enviando: false, textos, onCancel: vi.fn(), onDeleted: vi.fn(), ...props };
  const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
  renderWithPortal(
    <form aria-label="Parámetro" onSubmit={onSubmit}>
      <AccionesParametro {...all} />
    </form>,
  );
  return { ...all, onSubmit };
}

const deactivations = () => mockRequests().filter((r) => r.endpoint === cambiarEstadoParametro.id);

describe('AccionesParametro', () => {
  it('shows Cancelar and Guardar (which submits the form); no Eliminar for a parameter that may not be deleted', async () => {
    const { onCancel, onSubmit } = render();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('read-only: no Guardar; while sending, Cancelar waits', () => {
    render({ soloLectura: true, enviando: true });
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('Eliminar asks first; cancelled, nothing is sent; confirmed, it deactivates the parameter and passes on the message', async () => {
    mockApi(cambiarEstadoParametro, () => mockAnswer({ param_id: 'evento', activo: false }, { message: 'Parámetro desactivado.' }));
    const { onDeleted } = render({ borrable: 'evento' });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(textos.confirmarEliminar)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(textos.confirmarEliminar)).not.toBeInTheDocument());
    expect(deactivations()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button').find((b) => b.textContent !== 'Cancelar') as HTMLElement);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Parámetro desactivado.'));
    expect(deactivations()).toHaveLength(1);
    expect(deactivations()[0]?.path).toBe('/api/parametros/evento/cambiar-estado-activo');
    expect(deactivations()[0]?.body).toEqual({ activo: false });
  });

  it('a refused deactivation goes to the shell’s error modal and nothing is reported deleted', async () => {
    mockApi(cambiarEstadoParametro, () => {
      throw mockError(409, 'El parámetro tiene hijos activos.');
    });
    const { onDeleted } = render({ borrable: 'evento' });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button').find((b) => b.textContent !== 'Cancelar') as HTMLElement);
    await waitFor(() => expect(reported.some((e) => e.kind === 'error')).toBe(true));
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
