import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { feedback } from '@dapcon/shared-sdk';
import { renderWithPortal } from '../../../config/test-utils';
import { FeedbackModals } from './FeedbackModals';

const user = userEvent.setup();

describe('FeedbackModals', () => {
  it("shows an area's error with its status, message and field errors until 'Salir'", async () => {
    renderWithPortal(<FeedbackModals />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => feedback.error({ status: 500, message: 'x', errors: { a: ['b'] } }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error 500' });
    expect(within(dialog).getByText('x')).toBeInTheDocument();
    expect(within(dialog).getByText('b')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("labels the exit button in the user's language", async () => {
    renderWithPortal(<FeedbackModals />, { lang: 'ca' });
    act(() => feedback.error({ status: 403, message: 'No autoritzat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error 403' });
    expect(within(dialog).getByRole('button', { name: 'Sortir' })).toBeInTheDocument();
  });

  it('shows the default success text, or the one given', async () => {
    renderWithPortal(<FeedbackModals />);
    act(() => feedback.success());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Los datos han sido guardados correctamente')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => feedback.success('Empresa dada de baja'));
    expect(await screen.findByText('Empresa dada de baja')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A server answer with an empty message gets the default text too.
    act(() => feedback.success('  '));
    expect(await screen.findByText('Los datos han sido guardados correctamente')).toBeInTheDocument();
  });

  it('speaks Catalan in the success modal and names a lost connection', async () => {
    renderWithPortal(<FeedbackModals />, { lang: 'ca' });
    act(() => feedback.success());
    const success = await screen.findByRole('dialog', { name: 'Operació realitzada' });
    expect(within(success).getByText("Les dades s'han desat correctament")).toBeInTheDocument();
    await user.click(within(success).getByRole('button', { name: 'Acceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => feedback.error({ status: 0, message: 'Failed to fetch' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error de connexió' })).toBeInTheDocument();
  });
});
