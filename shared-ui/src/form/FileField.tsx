import type { ReactNode } from 'react';
import { Field, HStack, Text } from '@chakra-ui/react';
import type { UploadRule } from '@dapcon/contract/core';
import { useUiText } from '../i18n';
import { FilePickButton } from './FilePickButton';
import { RemoveFileButton } from './RemoveFileButton';
import { ChosenFile, useFileField } from './useFileField';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  /** Visible label; it also names the file input. */
  label: ReactNode;
  value: File | null;
  /** A valid picked file, or `null` after 'Quitar'. Refused files never reach it. */
  onChange: (file: File | null) => void;
  /** The contract's upload rule (`UPLOAD_RULES.documento`): accepted types, size, messages. */
  rule: UploadRule;
  /** The owner's error (required and empty, a server error); a list is joined. */
  error?: string | readonly string[] | null;
  /** Also sets the native attribute: give forms `noValidate`. */
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  name?: string;
  buttonLabel?: string;
  removeLabel?: string;
  /** Shown while no file is chosen. */
  emptyText?: string;
}

/**
 * A labelled file input for one document: a 'Seleccionar archivo' button, the chosen file's name
 * and size, and a 'Quitar' button. A file the contract's upload rule refuses (another type, too big)
 * is refused on the spot with the rule's message in red under the field ('Solo se admiten archivos
 * pdf.', the API's own words); the owner's `error` shows there too, linked to the input by
 * `aria-describedby`. In a contract form, use `FileControl`.
 *
 * @example
 * <FileField label="Certificado ISO 14001" rule={UPLOAD_RULES.documento} value={iso} onChange={setIso} required />
 */
export function FileField({
  label,
  value,
  onChange,
  rule,
  error,
  required,
  disabled,
  helperText,
  name,
  buttonLabel,
  removeLabel,
  emptyText,
}: FileFieldProps) {
  const { t } = useUiText();
  const file = useFileField(rule, error, onChange);
  const { text, describedById, chosenId } = file;

  return (
    <Field.Root ids={{ helperText: describedById, errorText: describedById }} invalid={text !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="3" wrap="wrap" minH="8">
        <FilePickButton inputRef={file.input} accept={file.accept} name={name} disabled={disabled} chosenId={chosenId} onPick={(picked) => file.pick(picked, onChange)}>
          {buttonLabel ?? t('file.select')}
        </FilePickButton>
        {value ? (
          <>
            <Text id={chosenId} textStyle="sm" wordBreak="break-all">
              <ChosenFile file={value} />
            </Text>
            <RemoveFileButton label={removeLabel ?? t('file.remove')} fileName={value.name} disabled={disabled} onRemove={file.remove} />
          </>
        ) : (
          <Text id={chosenId} textStyle="sm" color="fg.muted">
            {emptyText ?? t('file.empty')}
          </Text>
        )}
      </HStack>
      {helperText && text === undefined ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {text !== undefined ? <Field.ErrorText>{text}</Field.ErrorText> : null}
    </Field.Root>
  );
}
