import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { Button } from '@chakra-ui/react';
import { MSG, requiredText } from '@dapcon/contract/core';
import { renderWithPortal } from '../../../config/test-utils';
import { ContractForm, useContractForm } from '../form/kit';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { RichTextControl } from './RichTextControl';
import * as editorStories from './RichTextEditor.stories';

const { WithContent, Disabled } = composeStories(editorStories);

/** The writing area (the contenteditable tiptap renders). */
const writingArea = (name: RegExp | string = 'Descripción larga') => screen.getByRole('textbox', { name });

/** Selects the whole document, as Ctrl+A would. */
function selectAll(area: HTMLElement) {
  act(() => {
    area.focus();
    const range = document.createRange();
    range.selectNodeContents(area);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

/** An editor whose value its owner keeps, with a button that replaces it from outside (a form reset). */
function Owner({ initial = '', onChange, ...props }: Partial<RichTextEditorProps> & { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        aria-label="Descripción larga"
        height={360}
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Texto <em>restablecido</em></p>')}>
        Restablecer
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cartel.png', { type: 'image/png' });

describe('RichTextEditor', () => {
  it('shows the document and a toolbar whose buttons are named in Spanish', () => {
    renderWithPortal(<WithContent />);
    const area = writingArea();
    expect(area).toHaveAttribute('contenteditable', 'true');
    expect(within(area).getByRole('heading', { level: 2, name: 'Jornada DAPcon 2027' })).toBeInTheDocument();
    expect(within(area).getByRole('link', { name: 'la web del programa' })).toHaveAttribute('href', 'https://www.dapcon.cat');
    const toolbar = screen.getByRole('toolbar', { name: 'Formato del texto' });
    for (const name of ['Negrita', 'Cursiva', 'Subrayado', 'Tachado', 'H2: título de nivel 2', 'H3: título de nivel 3', 'H4: título de nivel 4', 'Lista con viñetas', 'Lista numerada', 'Cita', 'Enlace', 'Deshacer', 'Rehacer']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    // No upload given: no image button.
    expect(within(toolbar).queryByRole('button', { name: 'Insertar imagen' })).toBeNull();
  });

  it("names the toolbar's buttons in Catalan in a Catalan interface", () => {
    renderWithPortal(<Owner onUploadImage={vi.fn()} />, { lang: 'ca' });
    const toolbar = screen.getByRole('toolbar', { name: 'Format del text' });
    for (const name of ['Negreta', 'Subratllat', 'Ratllat', 'H2: títol de nivell 2', 'Llista de pics', 'Citació', 'Enllaç', 'Inserir una imatge', 'Desfer', 'Refer']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("'Negrita' makes the selection <strong> and reports the HTML", async () => {
    const onChange = vi.fn();
    renderWithPortal(<Owner initial="<p>Hola mundo</p>" onChange={onChange} />);
    const area = writingArea();
    selectAll(area);
    fireEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hola mundo</strong></p>'));
    expect(within(area).getByText('Hola mundo').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'true');
    // Pressed again, the format goes.
    fireEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hola mundo</p>'));
  });

  it('reports each format of the toolbar as the HTML the API keeps', async () => {
    const onChange = vi.fn();
    renderWithPortal(<Owner initial="<p>Texto</p>" onChange={onChange} />);
    const area = writingArea();
    const press = async (name: string, html: string) => {
      selectAll(area);
      fireEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(html));
    };
    await press('Cursiva', '<p><em>Texto</em></p>');
    await press('Subrayado', '<p><em><u>Texto</u></em></p>');
    await press('Tachado', '<p><em><s><u>Texto</u></s></em></p>');
    await press('H3: título de nivel 3', '<h3><em><s><u>Texto</u></s></em></h3>');
    await press('H3: título de nivel 3', '<p><em><s><u>Texto</u></s></em></p>');
    await press('Lista numerada', '<ol><li><p><em><s><u>Texto</u></s></em></p></li></ol>');
    await press('Lista numerada', '<p><em><s><u>Texto</u></s></em></p>');
    await press('Cita', '<blockquote><p><em><s><u>Texto</u></s></em></p></blockquote>');
    // 'Deshacer' takes the last change back.
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><em><s><u>Texto</u></s></em></p>'));
  });

  it("'Deshacer' and 'Rehacer' step through the changes, and are off when there is none", async () => {
    const onChange = vi.fn();
    renderWithPortal(<Owner initial="<p>Hola</p>" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rehacer' })).toBeDisabled();
    selectAll(writingArea());
    fireEvent.click(screen.getByRole('button', { name: 'Lista con viñetas' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Hola</p></li></ul>'));
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hola</p>'));
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Rehacer' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Hola</p></li></ul>'));
    expect(screen.getByRole('button', { name: 'Rehacer' })).toBeDisabled();
  });

  it("reports '' once the document holds nothing", async () => {
    const onChange = vi.fn();
    renderWithPortal(<Owner initial="<h2>Hola</h2><p>mundo</p>" onChange={onChange} />);
    const area = writingArea();
    selectAll(area);
    fireEvent.keyDown(area, { key: 'Backspace' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it("takes a value from outside (a reset) without reporting it back, and goes on from it", async () => {
    const onChange = vi.fn();
    renderWithPortal(<Owner initial="<p>Primero</p>" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    const area = writingArea();
    await waitFor(() => expect(within(area).getByText('restablecido').tagName).toBe('EM'));
    expect(within(area).queryByText('Primero')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    selectAll(area);
    fireEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Texto <em>restablecido</em></strong></p>'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('value')).toHaveTextContent('<p><strong>Texto <em>restablecido</em></strong></p>');
  });

  it('adds a link to the selection only for http, https or mailto addresses', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithPortal(<Owner initial="<p>la web</p>" onChange={onChange} />);
    selectAll(writingArea());
    fireEvent.click(screen.getByRole('button', { name: 'Enlace' }));
    const url = screen.getByRole('textbox', { name: 'Dirección del enlace' });
    await user.type(url, 'javascript:alert(1){Enter}');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('La dirección debe empezar por http://, https:// o mailto:');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(url);
    await user.type(url, 'https://www.dapcon.cat');
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><a target="_blank" rel="noopener noreferrer" href="https://www.dapcon.cat">la web</a></p>'));
    expect(screen.queryByRole('textbox', { name: 'Dirección del enlace' })).toBeNull();
  });

  it("keeps an e-mail template's link whose whole address is a variable; another address is dropped", async () => {
    const onChange = vi.fn();
    renderWithPortal(<Owner initial={'<p><a href="{{enlace}}">Restablecer</a> <a href="javascript:alert(1)">otro</a> <a href="x{{enlace}}">mixto</a></p>'} onChange={onChange} />);
    const area = writingArea();
    expect(within(area).getByRole('link', { name: 'Restablecer' })).toHaveAttribute('href', '{{enlace}}');
    expect(within(area).getAllByRole('link')).toHaveLength(1);
    selectAll(area);
    fireEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><a target="_blank" rel="noopener noreferrer" href="{{enlace}}"><strong>Restablecer</strong></a><strong> otro mixto</strong></p>'),
    );
  });

  it('uploads a picked image and inserts the address the upload answers', async () => {
    const onChange = vi.fn();
    const onUploadImage = vi.fn(async () => '/api/editor-imagenes/1f0c7a52.png');
    renderWithPortal(<Owner initial="<p>Cartel:</p>" onChange={onChange} onUploadImage={onUploadImage} />);
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/api/editor-imagenes/1f0c7a52.png" alt="cartel">')));
    expect(onUploadImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'cartel.png' }));
    expect(within(writingArea()).getByRole('img', { name: 'cartel' })).toHaveAttribute('src', '/api/editor-imagenes/1f0c7a52.png');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Error al cargar la imagen' when the upload fails, and leaves the text as it was", async () => {
    const onChange = vi.fn();
    renderWithPortal(<Owner initial="<p>Cartel:</p>" onChange={onChange} onUploadImage={() => Promise.reject(new Error('503'))} />);
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [pngFile()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar la imagen');
    expect(within(writingArea()).queryByRole('img')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows 'Error en carregar la imatge' in a Catalan interface", async () => {
    renderWithPortal(<Owner aria-label="Descripció llarga" onUploadImage={() => Promise.reject(new Error('503'))} />, { lang: 'ca' });
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [pngFile()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en carregar la imatge');
  });

  it("refuses a picked file the image rule refuses, with the rule's message, without uploading it", async () => {
    const onUploadImage = vi.fn(async () => '/x.png');
    renderWithPortal(<Owner onUploadImage={onUploadImage} />);
    expect(screen.getByTestId('rich-text-image-input')).toHaveAttribute('accept', expect.stringContaining('image/png'));
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [new File(['%PDF'], 'bases.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.logoTipoNoValido);
    expect(onUploadImage).not.toHaveBeenCalled();
  });

  it('is read-only with its toolbar off when disabled', () => {
    renderWithPortal(<Disabled />);
    expect(writingArea()).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Negrita' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enlace' })).toBeDisabled();
  });

  it('is marked invalid when told', () => {
    renderWithPortal(<RichTextEditor value="" onChange={vi.fn()} height={500} invalid aria-label="Mensaje" />);
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute('aria-invalid', 'true');
  });
});

/** A contract form with one required rich text. */
const Noticia = v.object({ descripcion: requiredText(MSG.campoObligatorio) });

function NoticiaForm({ submit }: { submit: (values: v.InferOutput<typeof Noticia>) => Promise<void> }) {
  const form = useContractForm(Noticia, { defaultValues: { descripcion: '' }, submit });
  return (
    <ContractForm form={form} aria-label="Noticia">
      <RichTextControl name="descripcion" label="Descripción larga" height={360} helperText="Se publica tal como se ve." required />
      <Button type="submit">Guardar</Button>
    </ContractForm>
  );
}

describe('RichTextControl', () => {
  it('is named by its label and described by its helper text', () => {
    renderWithPortal(<NoticiaForm submit={vi.fn(async () => {})} />);
    const area = screen.getByRole('textbox', { name: /^Descripción larga/ });
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAccessibleDescription('Se publica tal como se ve.');
  });

  it("shows the form's error under the field, marks the editor invalid, and sends nothing", async () => {
    const submit = vi.fn(async () => {});
    renderWithPortal(<NoticiaForm submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const area = screen.getByRole('textbox', { name: /^Descripción larga/ });
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
    expect(area).toHaveAccessibleDescription(MSG.campoObligatorio);
    expect(screen.getByText(MSG.campoObligatorio)).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the form's error in Catalan in a Catalan interface", async () => {
    renderWithPortal(<NoticiaForm submit={vi.fn(async () => {})} />, { lang: 'ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El camp és obligatori.')).toBeVisible();
  });

  it("submits the editor's HTML", async () => {
    const submit = vi.fn(async (_values: v.InferOutput<typeof Noticia>) => {});
    renderWithPortal(<NoticiaForm submit={submit} />);
    const area = screen.getByRole('textbox', { name: /^Descripción larga/ });
    selectAll(area);
    fireEvent.click(screen.getByRole('button', { name: 'H2: título de nivel 2' }));
    // Typed as the browser does it in a contenteditable: the text changes in the DOM, the editor reads it.
    const heading = area.querySelector('h2');
    if (!heading) throw new Error(`no heading: ${area.innerHTML}`);
    act(() => {
      heading.textContent = 'Jornada';
    });
    await waitFor(() => expect(area).toHaveTextContent('Jornada'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({ descripcion: '<h2>Jornada</h2>' });
  });
});
