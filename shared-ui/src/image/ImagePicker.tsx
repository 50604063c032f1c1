import { useState, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { UPLOAD_RULES, type UploadRule } from '@dapcon/contract/core';
import { useUiText } from '../i18n';
import { Box, ChosenFile, FilePickButton, HStack, RemoveFileButton, Stack, Text, useFileField } from '@dapcon/shared-ui';
import { ImageCropper, type ImageCropperLabels } from './ImageCropper';
import type { CropAspect } from './cropGeometry';
import { useObjectUrl } from './useObjectUrl';

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  label: ReactNode;
  /** The current image (the cropped or original file the user kept). */
  value: File | null;
  /** A valid image after the crop dialog, or `null` after 'Quitar'. */
  onChange: (file: File | null) => void;
  /** The owner's error (a server error, say); a list is joined. */
  error?: string | readonly string[] | null;
  /** The contract's upload rule; the logo's (png, jpeg, jpg or gif up to 2 MB) by default. */
  rule?: UploadRule;
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
  /** Texts of the crop dialog. */
  cropperLabels?: ImageCropperLabels;
}

/**
 * Picks an image (a logo): checks it with the contract's upload rule (png, jpeg, jpg or gif up to
 * 2 MB), its message in red under the field, opens the 'Recortar imagen' dialog, and shows a preview
 * of the file the user kept (cropped or original). In a contract form, use `ImageControl`.
 *
 * @example
 * <ImagePicker label="Logo" value={logo} onChange={setLogo} error={errors.logo} />
 */
export function ImagePicker({
  label,
  value,
  onChange,
  error,
  rule = UPLOAD_RULES.logo,
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
  cropperLabels,
}: ImagePickerProps) {
  // The picked file stays after the dialog closes, so that it does not go blank while fading out.
  const [picked, setPicked] = useState<File | null>(null);
  const [cropping, setCropping] = useState(false);
  const preview = useObjectUrl(value);
  const { t } = useUiText();
  const file = useFileField(rule, error, onChange);
  const { input, text, describedById, chosenId } = file;

  const finish = (cropped: File) => {
    setCropping(false);
    onChange(cropped);
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
                accept={file.accept}
                name={name}
                disabled={disabled}
                chosenId={chosenId}
                onPick={(image) =>
                  file.pick(image, (kept) => {
                    setPicked(kept);
                    setCropping(true);
                  })
                }
              >
                {value ? (changeLabel ?? t('image.change')) : (buttonLabel ?? t('image.select'))}
              </FilePickButton>
              {value ? (
                <RemoveFileButton label={removeLabel ?? t('file.remove')} fileName={value.name} disabled={disabled} onRemove={file.remove} />
              ) : null}
            </HStack>
            <Text id={chosenId} textStyle="sm" color={value ? undefined : 'fg.muted'} wordBreak="break-all">
              {value ? (
                <ChosenFile file={value} />
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
