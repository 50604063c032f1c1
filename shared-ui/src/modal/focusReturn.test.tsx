import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PortalProvider } from '../theme';
import { Modal } from './Modal';

/** An edit modal as the areas write them: a loading modal first, then the form's, a different dialog. */
function EditOpener({ loaded }: { loaded: boolean }) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (open && loaded) setReady(true);
  }, [open, loaded]);
  const close = () => {
    setOpen(false);
    setReady(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar
      </button>
      {open && !ready ? <Modal open onClose={close} title="Cargando" /> : null}
      {open && ready ? <Modal open onClose={close} title="Editar registro" footer={<button type="button">Guardar</button>} /> : null}
    </>
  );
}

describe('a modal closing gives the focus back to what opened it', () => {
  it('even when the modal that opened was replaced by another while it opened (loading, then the form)', async () => {
    const { rerender } = render(
      <PortalProvider>
        <EditOpener loaded={false} />
      </PortalProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Editar' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Cargando' });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Cargando' })).toContainElement(document.activeElement as HTMLElement));
    rerender(
      <PortalProvider>
        <EditOpener loaded />
      </PortalProvider>,
    );
    const form = await screen.findByRole('dialog', { name: 'Editar registro' });
    await waitFor(() => expect(form).toContainElement(document.activeElement as HTMLElement));
    await act(async () => {
      fireEvent.keyDown(form, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Editar' })));
  });
});

/** Two buttons opening one modal, which stays mounted (closed) between two openings. */
function TwoOpeners() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Quitar ISO
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Quitar EMAS
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="¿Quitar el documento?" />
    </>
  );
}

describe('a modal opened again from another button', () => {
  it('gives the focus back to the button that opened it this time', async () => {
    render(
      <PortalProvider>
        <TwoOpeners />
      </PortalProvider>,
    );
    for (const name of ['Quitar ISO', 'Quitar EMAS']) {
      const opener = screen.getByRole('button', { name });
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: '¿Quitar el documento?' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await act(async () => {
        fireEvent.keyDown(dialog, { key: 'Escape' });
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name })));
    }
  });
});
