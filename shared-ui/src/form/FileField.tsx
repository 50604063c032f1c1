import { useId, useRef, type ReactNode } from 'react';
import { Field, HStack, Text } from '@chakra-ui/react';
import type { UploadRule } from '@dapcon/contract/core';
import { useUiText } from '../i18n';
import { useErrorText } from './errorText';
import { FilePickButton } from './FilePickButton';
import { RemoveFileButton } from './RemoveFileButton';
import { acceptAttribute, formatBytes, useUploadCheck } from './fileChecks';

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
  const upload = useUploadCheck(rule);
  const input = useRef<HTMLInputElement>(null);
  const uid = useId();

  const { t } = useUiText();
  const text = useErrorText(upload.message ?? error);
  // Same linking as FormField: whichever text shows takes the helper-text id, which Ark puts in
  // the input's aria-describedby.
  const describedById = text !== undefined ? `${uid}-error` : `${uid}-helper`;
  const chosenId = `${uid}-chosen`;

  return (
    <Field.Root ids={{ helperText: describedById, errorText: describedById }} invalid={text !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="3" wrap="wrap" minH="8">
        <FilePickButton
          inputRef={input}
          accept={acceptAttribute(rule)}
          name={name}
          disabled={disabled}
          chosenId={chosenId}
          onPick={(file) => {
            if (upload.check(file)) onChange(file);
          }}
        >
          {buttonLabel ?? t('file.select')}
        </FilePickButton>
        {value ? (
          <>
            <Text id={chosenId} textStyle="sm" wordBreak="break-all">
              {value.name} <Text as="span" color="fg.muted">({formatBytes(value.size)})</Text>
            </Text>
            <RemoveFileButton
              label={removeLabel ?? t('file.remove')}
              fileName={value.name}
              disabled={disabled}
              onRemove={() => {
                upload.reset();
                onChange(null);
                input.current?.focus();
              }}
            />
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
