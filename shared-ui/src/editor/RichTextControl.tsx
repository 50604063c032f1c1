import { FormField, useFormControl, type ControlProps } from '@dapcon/shared-ui';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** Props of {@link RichTextControl}. */
export interface RichTextControlProps extends ControlProps, Pick<RichTextEditorProps, 'height' | 'onUploadImage' | 'imageRule'> {}

/**
 * A rich-text field of the surrounding contract form (a content's long description, a template's
 * body): the label with its required mark, the editor, and the field's error in red under it, as
 * every control of the kit. The value is the editor's HTML ('' when empty, so the contract's
 * required-text rule refuses an empty document). In `@dapcon/shared-ui/editor`, so the form kit
 * itself never loads tiptap.
 *
 * @example
 * const RichTextControl = lazyComponent(() => import('@dapcon/shared-ui/editor'), (m) => m.RichTextControl);
 * <RichTextControl name="descripcion_larga" label={t('fields.descripcionLarga')} height={360} onUploadImage={subir} required />
 */
export function RichTextControl({ name, label, required, disabled, helperText, height, onUploadImage, imageRule }: RichTextControlProps) {
  const { field, error } = useFormControl(name);
  return (
    <FormField label={label} error={error} required={required} disabled={disabled} helperText={helperText}>
      <RichTextEditor
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        height={height}
        onUploadImage={onUploadImage}
        imageRule={imageRule}
      />
    </FormField>
  );
}
