// What the file fields (FileField, ImagePicker) share: the upload rule's check, the hidden input,
// the ids that describe it, and how a chosen file is named and removed.
import { useId, useRef } from 'react';
import { Text } from '@chakra-ui/react';
import type { UploadRule } from '@dapcon/contract/core';
import { useErrorText, type FieldError } from './errorText';
import { acceptAttribute, formatBytes, useUploadCheck } from './fileChecks';

/**
 * The state of a file field under an upload rule: the rule's message (or the owner's error) to
 * show, the ids that link it and the chosen file's name to the input, a `pick` that keeps only files
 * the rule accepts, and a `remove` that empties the field and gives the focus back to it.
 *
 * @example
 * const file = useFileField(rule, error, onChange);
 * <FilePickButton inputRef={file.input} accept={file.accept} chosenId={file.chosenId} onPick={(f) => file.pick(f, onChange)} />
 */
export function useFileField(rule: UploadRule, error: FieldError, onChange: (file: File | null) => void) {
  const upload = useUploadCheck(rule);
  const input = useRef<HTMLInputElement>(null);
  const uid = useId();
  const text = useErrorText(upload.message ?? error);
  return {
    input,
    text,
    accept: acceptAttribute(rule),
    // Same linking as FormField: whichever text shows takes the helper-text id, which Ark puts in
    // the input's aria-describedby.
    describedById: text !== undefined ? `${uid}-error` : `${uid}-helper`,
    chosenId: `${uid}-chosen`,
    pick(file: File, keep: (file: File) => void) {
      if (upload.check(file)) keep(file);
    },
    remove() {
      upload.reset();
      onChange(null);
      input.current?.focus();
    },
  };
}

/** A chosen file as the fields name it: its name and, muted, its size. */
export function ChosenFile({ file }: { file: File }) {
  return (
    <>
      {file.name} <Text as="span" color="fg.muted">({formatBytes(file.size)})</Text>
    </>
  );
}
