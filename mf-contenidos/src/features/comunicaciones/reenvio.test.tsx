import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal } from '../../../../config/test-utils';
import { useReenvio } from './reenvio';

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

/** A row with its 'Reenviar', as both resend screens have it. */
function Fila({ send }: { send: (id: number) => Promise<{ message: string } | undefined> }) {
  const { preguntar, modal } = useReenvio<number>(send);
  return (
    <>
      <button type="button" onClick={() => preguntar(7)}>
        Reenviar
      </button>
      {modal}
    </>
  );
}

describe('useReenvio', () => {
  it('asks first: cancelled, nothing is sent; confirmed, the row is sent and its message shown', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => ({ message: 'El correo se ha vuelto a poner en la cola de envío.' }));
    renderWithPortal(<Fila send={send} />);
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Realmente desea enviar este correo?');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(7));
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: 'El correo se ha vuelto a poner en la cola de envío.' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a refusal, already reported by the mutation, shows no success and closes the question', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    renderWithPortal(<Fila send={send} />);
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(send).toHaveBeenCalledWith(7);
    expect(reported).toEqual([]);
  });
});
