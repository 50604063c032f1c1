import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Error de connexió' });
    // The browser's words are not shown: the shell's, in the user's language.
    expect(within(dialog).getByText("No s'ha pogut contactar amb el servidor. Comproveu la connexió i torneu-ho a provar.")).toBeInTheDocument();
    expect(within(dialog).queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it("titles a request that got no answer 'Sin conexión' while the browser is offline; what is behind the modal stays", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithPortal(
      <>
        <input aria-label="Razón social" defaultValue="Cementos del Llobregat" />
        <FeedbackModals />
      </>,
    );
    act(() => feedback.error({ status: 0, message: 'Failed to fetch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sin conexión' });
    expect(within(dialog).getByText('No se ha podido contactar con el servidor. Compruebe la conexión y vuelva a intentarlo.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Razón social' })).toHaveValue('Cementos del Llobregat');
  });
});
