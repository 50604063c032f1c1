import { useId, useRef, useState, type ReactNode } from 'react';
import { Box, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useErrorText } from '../form/errorText';
import { useUiText } from '../i18n';
import { FilePickButton } from '../form/FilePickButton';
import { RemoveFileButton } from '../form/RemoveFileButton';
import { acceptAttribute, acceptedExtensions, checkFile, formatBytes, listWithOr, type FileProblem } from '../form/fileChecks';
import { ImageCropper, type ImageCropperLabels } from './ImageCropper';
import type { CropAspect } from './cropGeometry';
import { useObjectUrl } from './useObjectUrl';

/**
 * The image types the portal accepts: png, jpeg (jpg) and gif.
 *
 * @example
 * checkFile(file, { accept: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES })
 */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif'];

/**
 * 2 MB, the default largest image.
 *
 * @example
 * <ImagePicker label="Logo" value={logo} onChange={setLogo} maxBytes={IMAGE_MAX_BYTES / 2} />
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  label: ReactNode;
  /** The current image (the cropped or original file the user kept). */
  value: File | null;
  /** A valid image after the crop dialog, or `null` after 'Quitar'. */
  onChange: (file: File | null) => void;
  /** The owner's error (a server error, say); a list is joined. */
  error?: string | readonly string[] | null;
  /** Accepted MIME types; the extensions follow from them (png, jpeg, jpg, gif). */
  accept?: readonly string[];
  /** Largest size in bytes. Default 2 MB. */
  maxBytes?: number;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  name?: string;
  /** Shape the crop dialog starts with. Default `'square'`. */
  defaultAspect?: CropAspect;
  buttonLabel?: string;
  /** Button text once an image is chosen. */
  changeLabel?: string;
  removeLabel?: string;
  emptyText?: string;
  /** Alternative text of the preview; the file name by default. */
  previewAlt?: string;
  /** Default 'Solo se admiten imágenes png, jpeg, jpg o gif.' */
  typeErrorText?: string;
  /** Default 'La imagen no puede superar los 2 MB.' (from `maxBytes`). */
  sizeErrorText?: string;
  /** Texts of the crop dialog. */
  cropperLabels?: ImageCropperLabels;
}

/**
 * Picks an image (a logo): checks its type (png, jpeg, jpg or gif, by MIME type and extension) and
 * size (2 MB by default) with the portal's messages in red under the field, opens the 'Recortar
 * imagen' dialog, and shows a preview of the file the user kept (cropped or original).
 *
 * @example
 * <ImagePicker label="Logo" value={logo} onChange={setLogo} error={errors.logo} />
 */
export function ImagePicker({
  label,
  value,
  onChange,
  error,
  accept = IMAGE_TYPES,
  maxBytes = IMAGE_MAX_BYTES,
  required,
  disabled,
  helperText,
  name,
  defaultAspect,
  buttonLabel,
  changeLabel,
  removeLabel,
  emptyText,
  previewAlt,
  typeErrorText,
  sizeErrorText,
  cropperLabels,
}: ImagePickerProps) {
  const rules = { accept, maxBytes };
  const [problem, setProblem] = useState<FileProblem | null>(null);
  // The picked file stays after the dialog closes, so that it does not go blank while fading out.
  const [picked, setPicked] = useState<File | null>(null);
  const [cropping, setCropping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(value);
  const uid = useId();

  const { t } = useUiText();
  const problemText =
    problem === 'type'
      ? (typeErrorText ?? t('image.onlyTypes', { types: listWithOr(acceptedExtensions(rules)) }))
      : problem === 'size'
        ? (sizeErrorText ?? t('image.tooBig', { size: formatBytes(maxBytes) }))
        : undefined;
  const text = useErrorText(problemText ?? error);
  const describedById = text !== undefined ? `${uid}-error` : `${uid}-helper`;
  const chosenId = `${uid}-chosen`;

  const finish = (file: File) => {
    setCropping(false);
    onChange(file);
    input.current?.focus();
  };

  return (
    <>
      <Field.Root ids={{ helperText: describedById, errorText: describedById }} invalid={text !== undefined} required={required} disabled={disabled}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <HStack gap="4" align="center" wrap="wrap">
          <Box
            flexShrink={0}
            w="120px"
            h="120px"
            borderWidth="1px"
            borderStyle={value ? 'solid' : 'dashed'}
            rounded="l2"
            bg="bg.muted"
            display="flex"
            alignItems="center"
            justifyContent="center"
            overflow="hidden"
          >
            {value && preview ? (
              <img src={preview} alt={previewAlt ?? value.name} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
            ) : null}
          </Box>
          <Stack gap="2" align="flex-start">
            <HStack gap="2" wrap="wrap">
              <FilePickButton
                inputRef={input}
                accept={acceptAttribute(rules)}
                name={name}
                disabled={disabled}
                chosenId={chosenId}
                onPick={(file) => {
                  const found = checkFile(file, rules);
                  setProblem(found);
                  if (found === null) {
                    setPicked(file);
                    setCropping(true);
                  }
                }}
              >
                {value ? (changeLabel ?? t('image.change')) : (buttonLabel ?? t('image.select'))}
              </FilePickButton>
              {value ? (
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
              ) : null}
            </HStack>
            <Text id={chosenId} textStyle="sm" color={value ? undefined : 'fg.muted'} wordBreak="break-all">
              {value ? (
                <>
                  {value.name} <Text as="span" color="fg.muted">({formatBytes(value.size)})</Text>
                </>
              ) : (
                (emptyText ?? t('image.empty'))
              )}
            </Text>
          </Stack>
        </HStack>
        {helperText && text === undefined ? <Field.HelperText>{helperText}</Field.HelperText> : null}
        {text !== undefined ? <Field.ErrorText>{text}</Field.ErrorText> : null}
      </Field.Root>
      <ImageCropper
        file={picked}
        open={cropping}
        defaultAspect={defaultAspect}
        labels={cropperLabels}
        onCancel={() => {
          setCropping(false);
          input.current?.focus();
        }}
        onDone={finish}
      />
    </>
  );
}
