// The portal's rich-text editor (tiptap 3: the starter kit and images), in `@dapcon/shared-ui/editor`,
// which only editing screens load (config/size-budgets.json keeps @tiptap/ and prosemirror- off every
// first load). It writes the HTML the API's sanitiser keeps (api/src/lib/html.ts, docs/decisions.md
// 'Stored HTML'): paragraphs, headings 2–4, bold, italic, underline, strike, lists, quotes, links
// (http, https, mailto) and images the owner uploads.
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { UPLOAD_RULES, uploadProblem, type UploadRule } from '@dapcon/contract/core';
import { acceptAttribute, Box, Button, FormField, HStack, IconButton, Text, TextInput, useFieldContext } from '@dapcon/shared-ui';
import { useUiText } from '../i18n';
import './editorTexts';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The document, as HTML ('' for an empty one). A new value from outside (a form reset) replaces the text. */
  value: string;
  /** The document after each change: HTML, or '' once it holds nothing. */
  onChange: (html: string) => void;
  /** Height of the writing area in pixels (the toolbar is above it): 360 for contents, 500 for templates. */
  height: number;
  /**
   * Uploads an image the user picked and answers the address to show it at. Without it, the
   * toolbar has no image button. A rejected promise shows 'Error al cargar la imagen'.
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** The contract's rule a picked image must meet before it is uploaded: PNG, JPEG or GIF up to 2 MB unless told. */
  imageRule?: UploadRule;
  invalid?: boolean;
  disabled?: boolean;
  /** Left the writing area (react-hook-form's `onBlur`). */
  onBlur?: () => void;
  /** Id of the writing area; inside a form field, the field's own. */
  id?: string;
  /** Its accessible name when no label names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Focuses the writing area (react-hook-form's `ref`, so a refused form goes to the first field in error). */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * A link's address: http, https or mailto, as the API keeps them; or, in an e-mail template, a whole
 * variable (`{{enlace}}`), which the API keeps in templates only (`sanitizeTemplateHtml`). Without it
 * the editor would drop a template's link on loading it, and the next save would store it without.
 */
const LINK_ADDRESS = /^(?:https?:\/\/[^\s/\\?#]\S*|mailto:[^\s@]+@\S+|\{\{\s*[a-z][a-z0-9_]*\s*\}\})$/i;

/**
 * The editor's extensions, made once: the starter kit (with link and underline) and block images.
 * No trailing empty paragraph after a last heading, list or image: it would be stored with every
 * document, and a heading toggled over the whole text would reach it too (Enter, or the arrow keys'
 * gap cursor after an image, lead out of a last block).
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => LINK_ADDRESS.test(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** What the toolbar shows as pressed or available. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/** A 24×24 line icon. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const ICONS = {
  bold: <Text as="span" fontWeight="bold">B</Text>,
  italic: <Text as="span" fontStyle="italic" fontFamily="serif">I</Text>,
  underline: <Text as="span" textDecoration="underline">U</Text>,
  strike: <Text as="span" textDecoration="line-through">S</Text>,
  bulletList: (
    <Icon>
      <path d="M9 6h12M9 12h12M9 18h12" />
      <circle cx="4" cy="6" r="1" fill="currentColor" />
      <circle cx="4" cy="12" r="1" fill="currentColor" />
      <circle cx="4" cy="18" r="1" fill="currentColor" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M10 6h11M10 12h11M10 18h11M4 4v4M3 4h1M3 14h3l-3 4h3" />
    </Icon>
  ),
  blockquote: (
    <Icon>
      <path d="M4 18h5v-6H6c0-3 1-4 3-5M14 18h5v-6h-3c0-3 1-4 3-5" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />
    </Icon>
  ),
};

/** A toolbar button: named for screen readers (and as a tooltip), pressed while its format applies. */
function ToolButton({ label, pressed, disabled, onClick, children }: { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      type="button"
      size="xs"
      variant={pressed ? 'subtle' : 'ghost'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // The editor keeps its selection: the button never takes the focus from it on a click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

const Divider = () => <Box aria-hidden="true" alignSelf="stretch" borderLeftWidth="1px" mx="1" />;

/** The styles of the document inside the writing area (Chakra's reset takes lists' bullets and headings' sizes away). */
const DOCUMENT_CSS = {
  '& .tiptap': { minHeight: '100%', outline: 'none', px: '3', py: '2', lineHeight: '1.6' },
  '& .tiptap > * + *': { mt: '0.75em' },
  '& .tiptap h2': { fontSize: 'xl', fontWeight: 'semibold' },
  '& .tiptap h3': { fontSize: 'lg', fontWeight: 'semibold' },
  '& .tiptap h4': { fontSize: 'md', fontWeight: 'semibold' },
  '& .tiptap ul': { listStyleType: 'disc', pl: '6' },
  '& .tiptap ol': { listStyleType: 'decimal', pl: '6' },
  '& .tiptap blockquote': { borderLeftWidth: '3px', borderColor: 'border.emphasized', pl: '3', color: 'fg.muted' },
  '& .tiptap a': { color: 'colorPalette.fg', textDecoration: 'underline' },
  '& .tiptap img': { maxWidth: '100%', height: 'auto' },
  '& .tiptap img.ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  '& .tiptap code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', rounded: 'sm' },
  '& .tiptap pre': { fontFamily: 'mono', bg: 'bg.muted', p: '2', rounded: 'sm', whiteSpace: 'pre-wrap' },
  '& .tiptap hr': { borderColor: 'border.emphasized' },
} as const;

/**
 * The rich-text editor: a toolbar (bold, italic, underline, strike, headings 2–4, lists, quote, link,
 * image, undo, redo; each button named in the interface language) over a writing area of the given
 * height. It reports HTML on each change and takes a new `value` from outside without reporting it
 * back. Inside a form field (`FormField`, or `RichTextControl` in a contract form) the field's label
 * names it and its helper or error text describes it.
 *
 * @example
 * const Editor = lazyComponent(() => import('@dapcon/shared-ui/editor'), (m) => m.RichTextEditor);
 * <Editor value={html} onChange={setHtml} height={500} onUploadImage={subirImagen} aria-label="Mensaje" />
 */
export function RichTextEditor({
  value,
  onChange,
  height,
  onUploadImage,
  imageRule = UPLOAD_RULES.logo,
  invalid,
  disabled,
  onBlur,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  ref,
}: RichTextEditorProps) {
  const { t, localize } = useUiText();
  const field = useFieldContext();
  const control = field?.getInputProps();
  const isInvalid = invalid ?? field?.invalid ?? false;
  const isDisabled = disabled ?? field?.disabled ?? false;
  const uid = useId();
  const editorId = id ?? control?.id ?? `${uid}-editor`;
  const labelledBy = ariaLabelledBy ?? (field && !ariaLabel ? field.ids.label : undefined);
  const describedBy = [ariaDescribedBy, control?.['aria-describedby']].filter(Boolean).join(' ') || undefined;

  // What the editor last reported (or was given): a `value` equal to it is the editor's own echo.
  const reported = useRef(value);
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };

  const attributes = useMemo(
    () => ({
      id: editorId,
      role: 'textbox',
      'aria-multiline': 'true',
      ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': ariaLabel ?? t('editor.content') }),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
      ...(field?.required ? { 'aria-required': 'true' } : {}),
    }),
    [editorId, labelledBy, ariaLabel, describedBy, isInvalid, field?.required, t],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !isDisabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      reported.current = html;
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  // A value from outside (a reset, a record loaded): the document is replaced, without reporting it back.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable === !isDisabled) return;
    editor.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);

  // The field's label focuses the writing area, as it would an input.
  useEffect(() => {
    const label = labelledBy ? document.getElementById(labelledBy) : null;
    if (!label) return undefined;
    const focus = (event: MouseEvent) => {
      event.preventDefault();
      if (editor.isEditable) editor.commands.focus();
    };
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [editor, labelledBy]);

  const state = useToolbarState(editor);
  const [linkForm, setLinkForm] = useState<{ url: string; error: boolean } | null>(null);
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const fileInput = useRef<HTMLInputElement>(null);
  const messageId = `${uid}-message`;

  const run = (command: (e: Editor) => void) => () => command(editor);

  const openLink = () => setLinkForm({ url: String(editor.getAttributes('link').href ?? ''), error: false });
  const applyLink = () => {
    if (!linkForm) return;
    const href = linkForm.url.trim();
    if (!LINK_ADDRESS.test(href)) {
      setLinkForm({ url: linkForm.url, error: true });
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkForm(null);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkForm(null);
  };
  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the link, never submits the surrounding form; Escape closes the box.
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setLinkForm(null);
      editor.commands.focus();
    }
  };

  const pickImage = (file: File) => {
    if (!onUploadImage) return;
    const problem = uploadProblem(imageRule, file);
    if (problem) {
      setUpload({ busy: false, error: localize(imageRule.messages[problem]) });
      return;
    }
    setUpload({ busy: true });
    onUploadImage(file).then(
      (src) => {
        setUpload({ busy: false });
        editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
      },
      () => setUpload({ busy: false, error: t('editor.imageError') }),
    );
  };

  return (
    <Box
      w="full"
      borderWidth="1px"
      borderColor={isInvalid ? 'border.error' : 'border'}
      rounded="l2"
      bg={isDisabled ? 'bg.muted' : 'bg'}
      opacity={isDisabled ? 0.7 : undefined}
      _focusWithin={{ outline: '1px solid', outlineColor: isInvalid ? 'border.error' : 'colorPalette.focusRing', borderColor: isInvalid ? 'border.error' : 'colorPalette.focusRing' }}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <HStack role="toolbar" aria-label={t('editor.toolbar')} aria-controls={editorId} gap="0.5" wrap="wrap" px="1.5" py="1" borderBottomWidth="1px" bg="bg.subtle" roundedTop="l2">
        <ToolButton label={t('editor.bold')} pressed={state.bold} disabled={isDisabled} onClick={run((e) => e.chain().focus().toggleBold().run())}>
          {ICONS.bold}
        </ToolButton>
        <ToolButton label={t('editor.italic')} pressed={state.italic} disabled={isDisabled} onClick={run((e) => e.chain().focus().toggleItalic().run())}>
          {ICONS.italic}
        </ToolButton>
        <ToolButton label={t('editor.underline')} pressed={state.underline} disabled={isDisabled} onClick={run((e) => e.chain().focus().toggleUnderline().run())}>
          {ICONS.underline}
        </ToolButton>
        <ToolButton label={t('editor.strike')} pressed={state.strike} disabled={isDisabled} onClick={run((e) => e.chain().focus().toggleStrike().run())}>
          {ICONS.strike}
        </ToolButton>
        <Divider />
        {([2, 3, 4] as const).map((level) => (
          <ToolButton
            key={level}
            label={t('editor.heading', { level })}
            pressed={state[`h${level}`]}
            disabled={isDisabled}
            onClick={run((e) => e.chain().focus().toggleHeading({ level }).run())}
          >
            <Text as="span" fontWeight="semibold" fontSize="xs">{`H${level}`}</Text>
          </ToolButton>
        ))}
        <Divider />
        <ToolButton label={t('editor.bulletList')} pressed={state.bulletList} disabled={isDisabled} onClick={run((e) => e.chain().focus().toggleBulletList().run())}>
          {ICONS.bulletList}
        </ToolButton>
        <ToolButton label={t('editor.orderedList')} pressed={state.orderedList} disabled={isDisabled} onClick={run((e) => e.chain().focus().toggleOrderedList().run())}>
          {ICONS.orderedList}
        </ToolButton>
        <ToolButton label={t('editor.blockquote')} pressed={state.blockquote} disabled={isDisabled} onClick={run((e) => e.chain().focus().toggleBlockquote().run())}>
          {ICONS.blockquote}
        </ToolButton>
        <Divider />
        <ToolButton label={t('editor.link')} pressed={state.link || linkForm !== null} disabled={isDisabled} onClick={() => (linkForm ? setLinkForm(null) : openLink())}>
          {ICONS.link}
        </ToolButton>
        {onUploadImage ? (
          <>
            <ToolButton label={t('editor.image')} disabled={isDisabled || upload.busy} onClick={() => fileInput.current?.click()}>
              {ICONS.image}
            </ToolButton>
            <input
              ref={fileInput}
              type="file"
              hidden
              tabIndex={-1}
              accept={acceptAttribute(imageRule)}
              data-testid="rich-text-image-input"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) pickImage(file);
              }}
            />
          </>
        ) : null}
        <Divider />
        <ToolButton label={t('editor.undo')} disabled={isDisabled || !state.canUndo} onClick={run((e) => e.chain().focus().undo().run())}>
          {ICONS.undo}
        </ToolButton>
        <ToolButton label={t('editor.redo')} disabled={isDisabled || !state.canRedo} onClick={run((e) => e.chain().focus().redo().run())}>
          {ICONS.redo}
        </ToolButton>
      </HStack>
      {linkForm ? (
        // A field of its own (its label, its message), apart from the field the editor is in.
        <HStack gap="2" px="2" py="1.5" borderBottomWidth="1px" wrap="wrap" align="flex-end">
          <Box flex="1" minW="14rem">
            <FormField label={t('editor.linkUrl')} error={linkForm.error ? t('editor.linkInvalid') : undefined}>
              <TextInput
                size="sm"
                type="url"
                inputMode="url"
                autoFocus
                placeholder="https://"
                value={linkForm.url}
                onChange={(event) => setLinkForm({ url: event.currentTarget.value, error: false })}
                onKeyDown={onLinkKey}
              />
            </FormField>
          </Box>
          <Button type="button" size="sm" colorPalette="brand" onClick={applyLink}>
            {t('editor.linkApply')}
          </Button>
          {state.link ? (
            <Button type="button" size="sm" variant="outline" onClick={removeLink}>
              {t('editor.linkRemove')}
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              setLinkForm(null);
              editor.commands.focus();
            }}
          >
            {t('editor.linkCancel')}
          </Button>
        </HStack>
      ) : null}
      {upload.busy || upload.error ? (
        <Text id={messageId} role={upload.error ? 'alert' : 'status'} px="3" py="1" textStyle="sm" color={upload.error ? 'fg.error' : 'fg.muted'} borderBottomWidth="1px">
          {upload.error ?? t('editor.uploading')}
        </Text>
      ) : null}
      <Box h={`${height}px`} overflowY="auto" css={DOCUMENT_CSS} cursor={isDisabled ? 'not-allowed' : 'text'}>
        <EditorContent editor={editor} style={{ height: '100%' }} />
      </Box>
    </Box>
  );
}
