// @dapcon/shared-ui/editor: the rich-text editor (tiptap) and its form-kit control. Only editing
// screens import it, lazily (config/size-budgets.json keeps @tiptap/ and prosemirror- off /login, the
// homes and every area's first load).
export { RichTextEditor, type RichTextEditorProps } from '../editor/RichTextEditor';
export { RichTextControl, type RichTextControlProps } from '../editor/RichTextControl';
