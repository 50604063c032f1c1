import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '@dapcon/contract/core';
import { setLanguage } from '@dapcon/shared-sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import userEvent from '@testing-library/user-event';
import { PortalProvider } from '../theme';
import { FileField } from './FileField';
import * as stories from './FileField.stories';

const { Empty, WithFile, WithError, Interactive } = composeStories(stories);

const pdf = (name = 'emas.pdf', size = 1024) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
// The browser's dialog would hide other files; a user can still pick them with "All files".
const user = () => userEvent.setup({ applyAccept: false });

describe('FileField', () => {
  it('is a file input named by its label, with the helper text as description', () => {
    render(<Empty />);
    const input = screen.getByLabelText('Certificado ISO 14001');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(input).toHaveAccessibleDescription(/PDF de hasta 10 MB\./);
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
  });

  it('shows the chosen file name and size, and Quitar clears it', () => {
    const onChange = fn();
    render(<WithFile onChange={onChange} />);
    expect(screen.getByText('certificado-iso-14001.pdf')).toBeInTheDocument();
    expect(screen.getByText('(245 KB)')).toBeInTheDocument();
    expect(screen.getByLabelText('Certificado ISO 14001')).toHaveAccessibleDescription(/certificado-iso-14001\.pdf/);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar: certificado-iso-14001.pdf' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("shows the owner's error in red under the field, linked to the input", () => {
    render(<WithError />);
    const input = screen.getByLabelText(/Certificado ISO 14001/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Es necesario adjuntar el documento acreditativo/);
  });

  it('takes a valid file, shows it, and removes it', async () => {
    const onChange = fn();
    render(<Interactive onChange={onChange} />);
    const input = screen.getByLabelText('Certificado EMAS');
    await user().upload(input, pdf('emas-2024.pdf', 3 * 1024 * 1024));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'emas-2024.pdf' }));
    expect(screen.getByText('emas-2024.pdf')).toBeInTheDocument();
    expect(screen.getByText('(3 MB)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar: emas-2024.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('emas-2024.pdf')).not.toBeInTheDocument();
  });

  it('refuses a file of another type with a message, and keeps the value', async () => {
    const onChange = fn();
    render(<Interactive onChange={onChange} />);
    const input = screen.getByLabelText('Certificado EMAS');
    await user().upload(input, new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(onChange).not.toHaveBeenCalled();
    const message = screen.getByText('Solo se admiten archivos pdf.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(message.id);
    // A PDF by name only is refused too.
    await user().upload(input, new File(['x'], 'falso.pdf', { type: 'image/png' }));
    expect(onChange).not.toHaveBeenCalled();
    // A good file clears the message.
    await user().upload(input, pdf());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Solo se admiten archivos pdf.')).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit with a message', async () => {
    const onChange = fn();
    render(<Interactive onChange={onChange} />);
    await user().upload(screen.getByLabelText('Certificado EMAS'), pdf('grande.pdf', 10 * 1024 * 1024 + 1));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('El archivo no puede superar los 10 MB.')).toBeInTheDocument();
  });

  it("takes its owner's texts, and says the rule's message in the interface language", async () => {
    await setLanguage('ca');
    const onChange = fn();
    render(<FileField label="Document" value={null} onChange={onChange} rule={UPLOAD_RULES.documento} buttonLabel="Triar fitxer" emptyText="Cap fitxer" />, {
      wrapper: PortalProvider,
    });
    expect(screen.getByText('Triar fitxer')).toBeInTheDocument();
    expect(screen.getByText('Cap fitxer')).toBeInTheDocument();
    await user().upload(screen.getByLabelText('Document'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(screen.getByText("Només s'admeten fitxers pdf.")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens the input from the visible button', () => {
    render(<Empty />);
    const input = screen.getByLabelText<HTMLInputElement>('Certificado ISO 14001');
    let clicked = 0;
    input.addEventListener('click', () => (clicked += 1));
    fireEvent.click(screen.getByText('Seleccionar archivo'));
    expect(clicked).toBe(1);
  });
});
