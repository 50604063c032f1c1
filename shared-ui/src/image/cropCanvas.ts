// The browser-only part of the cropper (image decoding and canvas drawing), kept apart so that
// tests, whose DOM has no canvas, can replace it.
import type { Rect } from './cropGeometry';

/** A decoded image, ready to be drawn on a canvas. */
export interface LoadedImage {
  source: CanvasImageSource;
  /** Natural size, in pixels. */
  width: number;
  height: number;
}

/**
 * Loads and decodes an image from a URL (an object URL of the picked file).
 *
 * @example
 * const { width, height } = await loadImage(URL.createObjectURL(file));
 */
export async function loadImage(src: string): Promise<LoadedImage> {
  const img = new Image();
  img.decoding = 'async';
  img.src = src;
  await img.decode();
  if (img.naturalWidth === 0 || img.naturalHeight === 0) throw new Error('The image has no size.');
  return { source: img, width: img.naturalWidth, height: img.naturalHeight };
}

/** What {@link cropToFile} writes. */
export interface CropOutput {
  type: 'image/png' | 'image/jpeg';
  name: string;
  /** JPEG quality, 0 to 1. */
  quality?: number;
}

/**
 * Draws `rect` of the image on a canvas of the rectangle's size and answers it as a File.
 *
 * @example
 * const file = await cropToFile(image.source, { x: 0, y: 100, width: 800, height: 400 }, { type: 'image/png', name: 'logo.png' });
 */
export function cropToFile(source: CanvasImageSource, rect: Rect, { type, name, quality = 0.92 }: CropOutput): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = rect.width;
  canvas.height = rect.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available.'));
  if (type === 'image/jpeg') {
    // JPEG has no transparency: paint it white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, rect.width, rect.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(new File([blob], name, { type, lastModified: Date.now() }));
        else reject(new Error('The canvas could not be encoded.'));
      },
      type,
      quality,
    );
  });
}
