import { useId, useRef, useState, type ReactNode } from 'react';
import { Field, HStack, Text } from '@chakra-ui/react';
import { useUiText } from '../i18n';
import { useErrorText } from './errorText';
import { FilePickButton } from './FilePickButton';
import { RemoveFileButton } from './RemoveFileButton';
import { acceptAttribute, acceptedExtensions, checkFile, formatBytes, listWithOr, type FileProblem } from './fileChecks';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  /** Visible label; it also names the file input. */
  label: ReactNode;
  value: File | null;
  /** A valid picked file, or `null` after 'Quitar'. Refused files never reach it. */
  onChange: (file: File | null) => void;
  /** Accepted MIME types (`application/pdf`); the browser's own type is checked against them. */
  accept?: string[];
  /** Accepted extensions without the dot; by default those of `accept` (`pdf`). */
  extensions?: string[];
  /** Largest size in bytes. */
  maxBytes?: number;
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
  /** Message for a file of another type. Default 'Solo se admiten archivos pdf.' (from the accepted extensions). */
  typeErrorText?: string;
  /** Message for a file that is too big. Default 'El archivo no puede superar los 5 MB.' (from `maxBytes`). */
  sizeErrorText?: string;
}

/**
 * A labelled file input for one document: a 'Seleccionar archivo' button, the chosen file's name
 * and size, and a 'Quitar' button. A file of another type or too big is refused on the spot with a
 * message in red under the field ('Solo se admiten archivos pdf.', 'El archivo no puede superar
 * los 5 MB.'); the owner's `error` shows there too, linked to the input by `aria-describedby`.
 *
 * @example
 * <FileField label="Certificado ISO 14001" accept={['application/pdf']} maxBytes={5 * 1024 * 1024}
 *   value={iso} onChange={setIso} required={isoTicked}
 *   error={isoTicked && !iso ? 'Es necesario adjuntar el documento acreditativo' : undefined} />
 */
export function FileField({
  label,
  value,
  onChange,
  accept,
  extensions,
  maxBytes,
  error,
  required,
  disabled,
  helperText,
  name,
  buttonLabel,
  removeLabel,
  emptyText,
  typeErrorText,
  sizeErrorText,
}: FileFieldProps) {
  const rules = { accept, extensions, maxBytes };
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uid = useId();

  const { t } = useUiText();
  const allowed = acceptedExtensions(rules);
  const problemText =
    problem === 'type'
      ? (typeErrorText ?? (allowed.length > 0 ? t('file.onlyTypes', { types: listWithOr(allowed) }) : t('file.typeRefused')))
      : problem === 'size'
        ? (sizeErrorText ?? t('file.tooBig', { size: formatBytes(maxBytes ?? 0) }))
        : undefined;
  const text = useErrorText(problemText ?? error);
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
          accept={acceptAttribute(rules)}
          name={name}
          disabled={disabled}
          chosenId={chosenId}
          onPick={(file) => {
            const found = checkFile(file, rules);
            setProblem(found);
            if (found === null) onChange(file);
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
                setProblem(null);
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
