// Pure geometry of the image cropper: every size and position is in the image's own pixels.
// The crop frame is described by its aspect ratio, a zoom and the position of its centre; these
// functions turn that into a rectangle that always lies inside the image.

/** A width and a height, in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** A point, in pixels from the image's top-left corner. */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle, in pixels from the image's top-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The zoom range of the cropper: 1 (the largest frame that fits the image) to 3, in steps of 0.1.
 *
 * @example
 * <Slider.Root min={CROP_ZOOM.min} max={CROP_ZOOM.max} step={CROP_ZOOM.step} />
 */
export const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;

/** The crop shapes the portal offers: a square (1:1) and a rectangle twice as wide as high (4:2). */
export type CropAspect = 'square' | 'rectangle';

/**
 * Width divided by height of each {@link CropAspect}.
 *
 * @example
 * CROP_RATIOS.rectangle // 2 (4:2)
 */
export const CROP_RATIOS: Readonly<Record<CropAspect, number>> = { square: 1, rectangle: 4 / 2 };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function assertRatio(ratio: number): void {
  if (!Number.isFinite(ratio) || ratio <= 0) throw new RangeError(`Invalid aspect ratio: ${ratio}`);
}

/** True when both sides are finite and greater than zero. */
function isUsable(size: Size): boolean {
  return Number.isFinite(size.width) && Number.isFinite(size.height) && size.width > 0 && size.height > 0;
}

/**
 * Brings a zoom into 1–3 and onto the 0.1 grid; anything that is not a number becomes 1.
 *
 * @example
 * clampZoom(2.449) // 2.4
 * clampZoom(7)     // 3
 */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return CROP_ZOOM.min;
  const stepped = Math.round(zoom / CROP_ZOOM.step) * CROP_ZOOM.step;
  // Rounding again removes the binary noise of the multiplication (2.4000000000000004).
  return clamp(Math.round(stepped * 10) / 10, CROP_ZOOM.min, CROP_ZOOM.max);
}

/**
 * The largest frame of the given ratio that fits inside the image (the frame at zoom 1).
 *
 * @example
 * baseCropSize({ width: 800, height: 600 }, 1) // { width: 600, height: 600 }
 * baseCropSize({ width: 800, height: 600 }, 2) // { width: 800, height: 400 }
 */
export function baseCropSize(image: Size, ratio: number): Size {
  assertRatio(ratio);
  if (!isUsable(image)) return { width: 0, height: 0 };
  if (image.width / image.height > ratio) return { width: image.height * ratio, height: image.height };
  return { width: image.width, height: image.width / ratio };
}

/**
 * The frame's size at a zoom: the zoom-1 frame divided by the (clamped) zoom.
 *
 * @example
 * cropSize({ width: 800, height: 600 }, 1, 2) // { width: 300, height: 300 }
 */
export function cropSize(image: Size, ratio: number, zoom: number): Size {
  const base = baseCropSize(image, ratio);
  const z = clampZoom(zoom);
  return { width: base.width / z, height: base.height / z };
}

/**
 * Moves a frame centre so that a frame of `size` around it stays inside the image.
 *
 * @example
 * clampCenter({ x: 0, y: 0 }, { width: 200, height: 200 }, { width: 800, height: 600 }) // { x: 100, y: 100 }
 */
export function clampCenter(center: Point, size: Size, image: Size): Point {
  const halfW = Math.min(size.width, image.width) / 2;
  const halfH = Math.min(size.height, image.height) / 2;
  const x = Number.isFinite(center.x) ? center.x : image.width / 2;
  const y = Number.isFinite(center.y) ? center.y : image.height / 2;
  return { x: clamp(x, halfW, image.width - halfW), y: clamp(y, halfH, image.height - halfH) };
}

/** What {@link cropRect} needs. */
export interface CropInput {
  /** The image's natural size. */
  image: Size;
  /** Width divided by height of the frame (see {@link CROP_RATIOS}). */
  ratio: number;
  /** 1 to 3. */
  zoom: number;
  /** Where the user put the frame's centre; the image's centre when absent. */
  center?: Point | null;
}

/**
 * The crop rectangle in image pixels: the frame of the ratio and zoom around `center`, pushed back
 * inside the image when it would stick out.
 *
 * @example
 * cropRect({ image: { width: 800, height: 600 }, ratio: 2, zoom: 1 })
 * // { x: 0, y: 100, width: 800, height: 400 }
 */
export function cropRect({ image, ratio, zoom, center }: CropInput): Rect {
  const size = cropSize(image, ratio, zoom);
  if (size.width === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const c = clampCenter(center ?? { x: image.width / 2, y: image.height / 2 }, size, image);
  return { x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height };
}

/**
 * The centre of a rectangle.
 *
 * @example
 * rectCenter({ x: 0, y: 100, width: 800, height: 400 }) // { x: 400, y: 300 }
 */
export function rectCenter(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/**
 * Converts a pointer movement on screen into image pixels, given how wide the image is drawn.
 * Answers no movement while the drawn width is unknown (0).
 *
 * @example
 * screenToImageDelta({ x: 10, y: -5 }, 400, 800) // { x: 20, y: -10 }
 */
export function screenToImageDelta(delta: Point, displayedWidth: number, imageWidth: number): Point {
  if (!(displayedWidth > 0) || !(imageWidth > 0)) return { x: 0, y: 0 };
  const factor = imageWidth / displayedWidth;
  return { x: delta.x * factor, y: delta.y * factor };
}

/**
 * The frame centre after moving it by `delta` image pixels, kept inside the image.
 *
 * @example
 * moveCenter({ x: 400, y: 300 }, { x: 1000, y: 0 }, { width: 300, height: 300 }, { width: 800, height: 600 })
 * // { x: 650, y: 300 }
 */
export function moveCenter(center: Point, delta: Point, size: Size, image: Size): Point {
  return clampCenter({ x: center.x + delta.x, y: center.y + delta.y }, size, image);
}

/**
 * A crop rectangle rounded to whole pixels for the canvas, with the ratio kept exact for whole
 * ratios (1:1 and 4:2: the width is the height times the ratio) and the rectangle inside the image.
 *
 * @example
 * pixelRect({ x: 10.4, y: 20.6, width: 300.5, height: 150.25 }, 2, { width: 800, height: 600 })
 * // { x: 10, y: 21, width: 300, height: 150 }
 */
export function pixelRect(rect: Rect, ratio: number, image: Size): Rect {
  assertRatio(ratio);
  const maxW = Math.floor(image.width);
  const maxH = Math.floor(image.height);
  if (maxW < 1 || maxH < 1) return { x: 0, y: 0, width: 0, height: 0 };
  let height = clamp(Math.round(rect.height), 1, maxH);
  let width = Math.max(1, Math.round(height * ratio));
  if (width > maxW) {
    // Too wide once rounded: the tallest whole height whose width still fits.
    height = clamp(Math.floor(maxW / ratio), 1, maxH);
    width = clamp(Math.round(height * ratio), 1, maxW);
  }
  const x = clamp(Math.round(rect.x), 0, maxW - width);
  const y = clamp(Math.round(rect.y), 0, maxH - height);
  return { x, y, width, height };
}

/**
 * The type of the cropped file: PNG and JPEG keep their type; anything else (GIF) becomes PNG,
 * which a canvas can always write.
 *
 * @example
 * croppedType('image/gif') // 'image/png'
 */
export function croppedType(inputType: string): 'image/png' | 'image/jpeg' {
  const type = inputType.toLowerCase();
  return type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : 'image/png';
}

/**
 * The name of the cropped file: the original's, with the extension changed only when the type
 * changed (a GIF becomes `.png`).
 *
 * @example
 * croppedName('logo.jpg', 'image/jpeg') // 'logo.jpg'
 * croppedName('logo.gif', 'image/png')  // 'logo.png'
 */
export function croppedName(originalName: string, outputType: 'image/png' | 'image/jpeg'): string {
  const dot = originalName.lastIndexOf('.');
  const base = dot > 0 ? originalName.slice(0, dot) : originalName;
  const ext = dot > 0 ? originalName.slice(dot + 1).toLowerCase() : '';
  const fits = outputType === 'image/png' ? ext === 'png' : ext === 'jpg' || ext === 'jpeg';
  if (fits) return originalName;
  return `${base || 'imagen'}.${outputType === 'image/png' ? 'png' : 'jpg'}`;
}
