// What a modal hides behind it (zag's `data-aria-hidden`) is inert while it is hidden, and only then;
// a real modal opened and closed does the same to the page behind it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../config/test-utils';
import { Button } from '../Button';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="page">
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <a href="/empresas">Empresas</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Una ventana">
        <p>Contenido</p>
      </Modal>
    </div>
  );
}

describe('inert behind modals', () => {
  it('makes inert what an open modal hides, and gives it back when the modal closes', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Page />);
    const behind = () => screen.getByTestId('page').closest('[data-aria-hidden]') ?? screen.getByTestId('page');
    expect(document.querySelector('[inert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Una ventana' });
    await waitFor(() => expect(behind()).toHaveAttribute('inert'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('[inert]')).toBeNull());
  });

  it('leaves alone an element made inert by someone else', async () => {
    renderWithPortal(
      <div>
        <div data-testid="own" inert />
        <div data-testid="hidden-by-modal" data-aria-hidden="" aria-hidden="true" />
      </div>,
    );
    await waitFor(() => expect(screen.getByTestId('hidden-by-modal')).toHaveAttribute('inert'));
    screen.getByTestId('hidden-by-modal').removeAttribute('data-aria-hidden');
    await waitFor(() => expect(screen.getByTestId('hidden-by-modal')).not.toHaveAttribute('inert'));
    expect(screen.getByTestId('own')).toHaveAttribute('inert');
  });
});
