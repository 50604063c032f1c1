import type { UploadRule } from '@dapcon/contract/core';
import { useFileControl, type ControlProps } from '@dapcon/shared-ui';
import { ImagePicker } from './ImagePicker';

/**
 * An image (a logo) of the surrounding contract form: checked with the contract's upload rule, cropped,
 * previewed. In `@dapcon/shared-ui/image`, with the cropper it opens.
 *
 * @example
 * <ImageControl name="logo" label={t('fields.logo')} />
 */
export function ImageControl({ name, rule, ...props }: ControlProps & { rule?: UploadRule }) {
  return <ImagePicker {...props} {...useFileControl(name)} rule={rule} />;
}
