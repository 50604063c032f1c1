// @dapcon/shared-ui/image: the image field of a form, its cropper (Chakra's slider) and the crop maths.
export { ImageControl } from '../image/ImageControl';
export { LogoControl, type LogoControlProps } from '../image/LogoControl';
export { ImageCropper, type ImageCropperProps, type ImageCropperLabels } from '../image/ImageCropper';
export { ImagePicker, type ImagePickerProps } from '../image/ImagePicker';
export {
  CROP_ZOOM,
  CROP_RATIOS,
  clampZoom,
  baseCropSize,
  cropSize,
  clampCenter,
  cropRect,
  rectCenter,
  screenToImageDelta,
  moveCenter,
  pixelRect,
  croppedType,
  croppedName,
  type CropAspect,
  type CropInput,
  type Size,
  type Point,
  type Rect,
} from '../image/cropGeometry';
export { useObjectUrl } from '../image/useObjectUrl';
