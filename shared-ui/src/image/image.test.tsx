import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import userEvent from '@testing-library/user-event';
import { PortalProvider } from '../theme';
import { ImageCropper } from './ImageCropper';
import { cropToFile, loadImage } from './cropCanvas';
import * as cropperStories from './ImageCropper.stories';
import * as pickerStories from './ImagePicker.stories';

// happy-dom decodes no images and has no canvas: the browser-only part is replaced. The fake image
// is 900×600 and the fake crop answers a file whose content names the rectangle it was given.
vi.mock('./cropCanvas', () => ({
  loadImage: vi.fn(async () => ({ source: document.createElement('canvas'), width: 900, height: 600 })),
  cropToFile: vi.fn(async (_source: unknown, rect: { width: number; height: number }, out: { type: string; name: string }) => new File([`${rect.width}x${rect.height}`], out.name, { type: out.type })),
}));

const { Landscape, RectangleJpeg, Translated, Unreadable } = composeStories(cropperStories);
const { Empty, WithError, WithImage } = composeStories(pickerStories);

beforeEach(() => {
  vi.mocked(cropToFile).mockClear();
  vi.mocked(loadImage).mockClear();
});

/** The dialog, once the (fake) image is loaded and the frame shows. */
async function openCropper() {
  const dialog = await screen.findByRole('dialog', { name: 'Recortar imagen' });
  await within(dialog).findByRole('group', { name: /Marco de recorte/ });
  return dialog;
}

/** The rectangle the last crop was asked for. */
function lastCropRect() {
  const call = vi.mocked(cropToFile).mock.calls.at(-1);
  if (!call) throw new Error('cropToFile was not called');
  return call[1];
}

describe('ImageCropper', () => {
  it("shows the image, a 'Zoom' slider from 1 to 3 by 0.1 and the two shapes, square first", async () => {
    render(<Landscape />);
    const dialog = await openCropper();
    expect(within(dialog).getByRole('img', { name: 'Imagen a recortar' })).toBeInTheDocument();
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuemin', '1');
    expect(zoom).toHaveAttribute('aria-valuemax', '3');
    expect(zoom).toHaveAttribute('aria-valuenow', '1');
    expect(within(dialog).getByRole('radiogroup', { name: 'Proporción' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Cuadrado 1:1' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Rectángulo 4:2' })).not.toBeChecked();
    // A square as large as the 900×600 image, centred.
    const frame = within(dialog).getByRole('group', { name: /Marco de recorte/ });
    expect(parseFloat(frame.style.width)).toBeCloseTo((600 / 900) * 100, 5);
    expect(frame.style.height).toBe('100%');
    expect(parseFloat(frame.style.left)).toBeCloseTo((150 / 900) * 100, 5);
  });

  it("'Mantener original' answers the picked file itself", async () => {
    const onDone = fn();
    render(<Landscape onDone={onDone} />);
    const dialog = await openCropper();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mantener original' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    const file = onDone.mock.calls[0]?.[0];
    expect(file).toBeInstanceOf(File);
    expect(file).toMatchObject({ name: 'muestra.png', type: 'image/png' });
    expect(cropToFile).not.toHaveBeenCalled();
  });

  it("'Recortar imagen' answers a new file of the chosen 4:2 shape, same type and name", async () => {
    const onDone = fn();
    render(<Landscape onDone={onDone} />);
    const dialog = await openCropper();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Rectángulo 4:2' }));
    expect(within(dialog).getByRole('radio', { name: 'Rectángulo 4:2' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recortar imagen' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(lastCropRect()).toEqual({ x: 0, y: 75, width: 900, height: 450 });
    const file = onDone.mock.calls[0]?.[0];
    expect(file).toBeInstanceOf(File);
    expect(file).toMatchObject({ name: 'muestra.png', type: 'image/png' });
    expect(await file?.text()).toBe('900x450');
  });

  it('crops a centred square by default, and follows the zoom and the arrow keys', async () => {
    const onDone = fn();
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    // Rendered bare: the story's demo closes the dialog after each answer.
    render(<ImageCropper file={file} open onCancel={() => {}} onDone={onDone} />, { wrapper: PortalProvider });
    const dialog = await openCropper();
    const crop = async (times: number) => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Recortar imagen' }));
      await waitFor(() => expect(onDone).toHaveBeenCalledTimes(times));
      return lastCropRect();
    };
    expect(await crop(1)).toEqual({ x: 150, y: 0, width: 600, height: 600 });

    // Ten steps of 0.1: zoom 2, a 300×300 square around the centre.
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    act(() => zoom.focus());
    for (let i = 0; i < 10; i += 1) await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuenow', '2'));
    expect(zoom).toHaveAttribute('aria-valuetext', '2,0×');
    expect(await crop(2)).toEqual({ x: 300, y: 150, width: 300, height: 300 });

    // Each arrow moves the frame by 1 % of the image's longer side (9 px); Shift by 10 % (90 px).
    const frame = within(dialog).getByRole('group', { name: /Marco de recorte/ });
    fireEvent.keyDown(frame, { key: 'ArrowLeft' });
    fireEvent.keyDown(frame, { key: 'ArrowUp', shiftKey: true });
    expect(await crop(3)).toEqual({ x: 291, y: 60, width: 300, height: 300 });

    // The frame never leaves the image.
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(frame, { key: 'ArrowRight', shiftKey: true });
    expect(await crop(4)).toEqual({ x: 600, y: 60, width: 300, height: 300 });

    // Zooming out near an edge pulls the frame back in; the rectangle shape keeps 4:2.
    act(() => zoom.focus());
    for (let i = 0; i < 10; i += 1) await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuenow', '1'));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Rectángulo 4:2' }));
    expect(await crop(5)).toEqual({ x: 0, y: 0, width: 900, height: 450 });
  });

  it('keeps a JPEG a JPEG and starts on the rectangle when asked', async () => {
    const onDone = fn();
    render(<RectangleJpeg onDone={onDone} />);
    const dialog = await openCropper();
    expect(within(dialog).getByRole('radio', { name: 'Rectángulo 4:2' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recortar imagen' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ name: 'logo-empresa.jpg', type: 'image/jpeg' });
    const rect = lastCropRect();
    expect(rect.width).toBe(rect.height * 2);
  });

  it('turns a GIF into a PNG of the same name', async () => {
    const onDone = fn();
    const gif = new File(['GIF89a'], 'animado.gif', { type: 'image/gif' });
    render(<ImageCropper file={gif} open onCancel={() => {}} onDone={onDone} />, { wrapper: PortalProvider });
    const dialog = await openCropper();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recortar imagen' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ name: 'animado.png', type: 'image/png' });
  });

  it('says so when the image cannot be opened or cropped', async () => {
    vi.mocked(loadImage).mockRejectedValueOnce(new Error('corrupt'));
    const file = new File(['x'], 'roto.png', { type: 'image/png' });
    const { unmount } = render(<Unreadable />, { wrapper: PortalProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Recortar imagen' });
    expect(await within(dialog).findByText('No se ha podido abrir la imagen.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Recortar imagen' })).toBeDisabled();
    // An unreadable image cannot be kept either: only 'Cancelar'/close is left.
    expect(within(dialog).getByRole('button', { name: 'Mantener original' })).toBeDisabled();
    unmount();

    vi.mocked(cropToFile).mockRejectedValueOnce(new Error('no canvas'));
    const onDone = fn();
    render(<ImageCropper file={file} open onCancel={() => {}} onDone={onDone} />, { wrapper: PortalProvider });
    const again = await openCropper();
    fireEvent.click(within(again).getByRole('button', { name: 'Recortar imagen' }));
    expect(await within(again).findByText('No se ha podido recortar la imagen.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('cancels from the close button, and takes translated texts', async () => {
    const onCancel = fn();
    render(<Translated onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog', { name: 'Retallar imatge' });
    await within(dialog).findByRole('group', { name: /Marco de recorte/ });
    expect(within(dialog).getByRole('radio', { name: 'Quadrat 1:1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Mantenir l'original" })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tancar' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });
});

// The browser's dialog would hide other files; a user can still pick them with "All files".
const user = () => userEvent.setup({ applyAccept: false });
const png = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('ImagePicker', () => {
  it('is a file input named by its label that offers png, jpeg, jpg and gif', () => {
    render(<Empty />);
    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,.png,.jpeg,.jpg,.gif');
    expect(input).toHaveAccessibleDescription(/png, jpeg, jpg o gif de hasta 2 MB\./);
    expect(screen.getByText('Ninguna imagen seleccionada')).toBeInTheDocument();
  });

  it('refuses a PDF with the message and opens no dialog', async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    const input = screen.getByLabelText('Logo');
    await user().upload(input, new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }));
    const message = screen.getByText('Solo se admiten imágenes png, jpeg, jpg o gif.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(message.id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over 2 MB with the message', async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    await user().upload(screen.getByLabelText('Logo'), png('enorme.png', 2 * 1024 * 1024 + 1));
    expect(screen.getByText('La imagen no puede superar los 2 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens the cropper on a good image and shows a preview of the kept file', async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    const picked = png('logo.png', 2 * 1024 * 1024);
    await user().upload(screen.getByLabelText('Logo'), picked);
    const dialog = await openCropper();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mantener original' }));
    expect(onChange).toHaveBeenCalledWith(picked);
    expect(await screen.findByRole('img', { name: 'logo.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByText('(2 MB)')).toBeInTheDocument();
    expect(screen.getByText('Cambiar imagen')).toBeInTheDocument();
  });

  it('keeps the cropped file after Recortar imagen, and nothing after a cancel', async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    const input = screen.getByLabelText('Logo');
    await user().upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    let dialog = await openCropper();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();

    await user().upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    dialog = await openCropper();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recortar imagen' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ name: 'logo.png', type: 'image/png' });
    expect(await screen.findByRole('img', { name: 'logo.png' })).toBeInTheDocument();
  });

  it("shows the owner's error under the field", () => {
    render(<WithError />);
    expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription(/La imagen no puede superar los 2 MB\./);
  });

  it('shows a picked image and removes it', async () => {
    const onChange = fn();
    render(<WithImage onChange={onChange} />);
    expect(await screen.findByRole('img', { name: 'logo.png' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar: logo.png' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img', { name: 'logo.png' })).not.toBeInTheDocument();
    expect(screen.getByText('Ninguna imagen seleccionada')).toBeInTheDocument();
  });
});
