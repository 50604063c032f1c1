import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
// Storybook's spies, so that stories' arg types (which use them) accept them.
import { fn } from 'storybook/test';
import * as errorStories from './ErrorModal.stories';
import * as successStories from './SuccessModal.stories';
import * as confirmStories from './ConfirmModal.stories';

const { WithFieldErrors, NetworkError, Unauthorized, Closed } = composeStories(errorStories);
const { DefaultMessage, ServerMessage } = composeStories(successStories);
const { Default: Confirm } = composeStories(confirmStories);

describe('ErrorModal', () => {
  it('shows the status title, the message and every field error; Salir calls onClose', async () => {
    const onClose = fn();
    render(<WithFieldErrors onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Error 422' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Error 422');
    expect(within(dialog).getByText('Los datos enviados no son válidos.')).toBeInTheDocument();
    for (const text of ['El documento es obligatorio.', 'El correo es obligatorio.', 'El teléfono es obligatorio.']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salir' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("titles a network failure 'Error de conexión'", async () => {
    render(<NetworkError />);
    expect(await screen.findByRole('heading', { name: 'Error de conexión' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
  });

  it('prefixes field errors with readable names and takes a translated exit label', async () => {
    render(
      <WithFieldErrors
        exitLabel="Sortir"
        fieldLabels={{ email: 'Correo' }}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Correo:', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sortir' })).toBeInTheDocument();
  });

  it('closes on Escape and shows nothing without an error', async () => {
    const onClose = fn();
    const { unmount } = render(<Unauthorized onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The dismiss listener is attached a tick after opening.
    await vi.waitFor(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(onClose).toHaveBeenCalled();
    });
    unmount();
    render(<Closed />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('SuccessModal', () => {
  it('shows the default or the server message; Aceptar closes', async () => {
    const onClose = fn();
    const { unmount } = render(<DefaultMessage onClose={onClose} />);
    expect(await screen.findByText('Los datos han sido guardados correctamente')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    render(<ServerMessage />);
    expect(await screen.findByText('Se ha enviado un correo para restablecer la contraseña.')).toBeInTheDocument();
  });
});

describe('ConfirmModal', () => {
  it('calls onConfirm and onCancel', async () => {
    const onConfirm = fn();
    const onCancel = fn();
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Guardar Datos' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
