import { describe, expect, it } from 'vitest';
import {
  CROP_RATIOS,
  CROP_ZOOM,
  baseCropSize,
  clampCenter,
  clampZoom,
  croppedName,
  croppedType,
  cropRect,
  cropSize,
  moveCenter,
  pixelRect,
  rectCenter,
  screenToImageDelta,
  type Rect,
  type Size,
} from './cropGeometry';

const landscape: Size = { width: 800, height: 600 };
const portrait: Size = { width: 400, height: 1000 };
const wide: Size = { width: 3000, height: 500 };

/** The rectangle lies inside the image (allowing for float noise). */
function expectInside(rect: Rect, image: Size) {
  const eps = 1e-9;
  expect(rect.x).toBeGreaterThanOrEqual(-eps);
  expect(rect.y).toBeGreaterThanOrEqual(-eps);
  expect(rect.x + rect.width).toBeLessThanOrEqual(image.width + eps);
  expect(rect.y + rect.height).toBeLessThanOrEqual(image.height + eps);
}

describe('constants', () => {
  it('zoom runs from 1 to 3 in steps of 0.1; the ratios are 1:1 and 4:2', () => {
    expect(CROP_ZOOM).toEqual({ min: 1, max: 3, step: 0.1 });
    expect(CROP_RATIOS).toEqual({ square: 1, rectangle: 2 });
  });
});

describe('clampZoom', () => {
  it.each([
    [1, 1],
    [3, 3],
    [0, 1],
    [-2, 1],
    [3.01, 3],
    [10, 3],
    [1.25, 1.3],
    [2.449, 2.4],
    [1.1 + 0.2, 1.3],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('clampZoom(%s) = %s', (input, expected) => {
    expect(clampZoom(input)).toBe(expected);
  });

  it('answers exactly the 21 values of the slider', () => {
    const values = Array.from({ length: 21 }, (_, i) => clampZoom(1 + i * 0.1));
    expect(values).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9, 3]);
  });
});

describe('baseCropSize', () => {
  it('is the largest frame of the ratio that fits', () => {
    expect(baseCropSize(landscape, 1)).toEqual({ width: 600, height: 600 });
    expect(baseCropSize(landscape, 2)).toEqual({ width: 800, height: 400 });
    expect(baseCropSize(portrait, 1)).toEqual({ width: 400, height: 400 });
    expect(baseCropSize(portrait, 2)).toEqual({ width: 400, height: 200 });
    expect(baseCropSize(wide, 2)).toEqual({ width: 1000, height: 500 });
    expect(baseCropSize({ width: 600, height: 300 }, 2)).toEqual({ width: 600, height: 300 });
  });

  it('is empty for an image without size and refuses a bad ratio', () => {
    expect(baseCropSize({ width: 0, height: 600 }, 1)).toEqual({ width: 0, height: 0 });
    expect(baseCropSize({ width: Number.NaN, height: 600 }, 1)).toEqual({ width: 0, height: 0 });
    expect(() => baseCropSize(landscape, 0)).toThrow(RangeError);
    expect(() => baseCropSize(landscape, -1)).toThrow(RangeError);
    expect(() => baseCropSize(landscape, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('cropSize', () => {
  it('divides the zoom-1 frame by the zoom, clamped to 1–3', () => {
    expect(cropSize(landscape, 1, 2)).toEqual({ width: 300, height: 300 });
    expect(cropSize(landscape, 2, 3)).toEqual({ width: 800 / 3, height: 400 / 3 });
    expect(cropSize(landscape, 1, 0.5)).toEqual({ width: 600, height: 600 });
    expect(cropSize(landscape, 1, 9)).toEqual({ width: 200, height: 200 });
  });

  it('keeps the ratio at every zoom', () => {
    for (let z = 1; z <= 3; z += 0.1) {
      for (const ratio of [1, 2]) {
        const size = cropSize(portrait, ratio, z);
        expect(size.width / size.height).toBeCloseTo(ratio, 12);
      }
    }
  });
});

describe('clampCenter', () => {
  const size = { width: 200, height: 200 };
  it('keeps a centre that already fits', () => {
    expect(clampCenter({ x: 400, y: 300 }, size, landscape)).toEqual({ x: 400, y: 300 });
  });
  it('pushes the centre back from every edge', () => {
    expect(clampCenter({ x: 0, y: 0 }, size, landscape)).toEqual({ x: 100, y: 100 });
    expect(clampCenter({ x: 800, y: 600 }, size, landscape)).toEqual({ x: 700, y: 500 });
    expect(clampCenter({ x: -1e6, y: 1e6 }, size, landscape)).toEqual({ x: 100, y: 500 });
  });
  it('centres a frame as large as the image, and a frame larger than it', () => {
    expect(clampCenter({ x: 10, y: 590 }, { width: 800, height: 400 }, landscape)).toEqual({ x: 400, y: 400 });
    expect(clampCenter({ x: 10, y: 10 }, { width: 900, height: 900 }, landscape)).toEqual({ x: 400, y: 300 });
  });
  it('takes the image centre for a centre that is not a number', () => {
    expect(clampCenter({ x: Number.NaN, y: Number.NaN }, size, landscape)).toEqual({ x: 400, y: 300 });
  });
});

describe('cropRect', () => {
  it('centres the frame by default', () => {
    expect(cropRect({ image: landscape, ratio: 1, zoom: 1 })).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    expect(cropRect({ image: landscape, ratio: 2, zoom: 1 })).toEqual({ x: 0, y: 100, width: 800, height: 400 });
    expect(cropRect({ image: landscape, ratio: 1, zoom: 2, center: null })).toEqual({ x: 250, y: 150, width: 300, height: 300 });
  });

  it('follows the centre and clamps it inside the image', () => {
    expect(cropRect({ image: landscape, ratio: 1, zoom: 2, center: { x: 200, y: 200 } })).toEqual({ x: 50, y: 50, width: 300, height: 300 });
    expect(cropRect({ image: landscape, ratio: 1, zoom: 2, center: { x: 0, y: 0 } })).toEqual({ x: 0, y: 0, width: 300, height: 300 });
    expect(cropRect({ image: landscape, ratio: 1, zoom: 2, center: { x: 9999, y: 9999 } })).toEqual({ x: 500, y: 300, width: 300, height: 300 });
  });

  it('stays inside the image for any zoom, ratio and centre', () => {
    const centres = [
      { x: -500, y: -500 },
      { x: 0, y: 0 },
      { x: 123.4, y: 987.6 },
      { x: 5000, y: 20 },
      { x: 400, y: 300 },
    ];
    for (const image of [landscape, portrait, wide, { width: 1, height: 1 }, { width: 333, height: 777 }]) {
      for (const ratio of [1, 2]) {
        for (let zoom = 1; zoom <= 3.05; zoom += 0.1) {
          for (const center of centres) {
            const rect = cropRect({ image, ratio, zoom, center });
            expectInside(rect, image);
            expect(rect.width / rect.height).toBeCloseTo(ratio, 9);
          }
        }
      }
    }
  });

  it('zooming in about the centre keeps the centre; zooming out near an edge pulls the frame in', () => {
    const centre = { x: 500, y: 350 };
    const zoomed = cropRect({ image: landscape, ratio: 1, zoom: 3, center: centre });
    expect(rectCenter(zoomed)).toEqual(centre);
    const out = cropRect({ image: landscape, ratio: 1, zoom: 1, center: centre });
    expect(rectCenter(out)).toEqual({ x: 500, y: 300 });
  });

  it('is empty for an image without size', () => {
    expect(cropRect({ image: { width: 0, height: 0 }, ratio: 1, zoom: 1 })).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});

describe('moving the frame', () => {
  it('converts screen pixels to image pixels', () => {
    expect(screenToImageDelta({ x: 10, y: -5 }, 400, 800)).toEqual({ x: 20, y: -10 });
    expect(screenToImageDelta({ x: 10, y: 10 }, 1600, 800)).toEqual({ x: 5, y: 5 });
    expect(screenToImageDelta({ x: 10, y: 10 }, 0, 800)).toEqual({ x: 0, y: 0 });
    expect(screenToImageDelta({ x: 10, y: 10 }, 400, 0)).toEqual({ x: 0, y: 0 });
  });

  it('moves the centre and stops at the edges', () => {
    const size = { width: 300, height: 300 };
    expect(moveCenter({ x: 400, y: 300 }, { x: 50, y: -20 }, size, landscape)).toEqual({ x: 450, y: 280 });
    expect(moveCenter({ x: 400, y: 300 }, { x: 1000, y: 0 }, size, landscape)).toEqual({ x: 650, y: 300 });
    expect(moveCenter({ x: 400, y: 300 }, { x: -1000, y: -1000 }, size, landscape)).toEqual({ x: 150, y: 150 });
  });
});

describe('pixelRect', () => {
  it('rounds to whole pixels and keeps 1:1 and 4:2 exact', () => {
    expect(pixelRect({ x: 10.4, y: 20.6, width: 300.5, height: 150.25 }, 2, landscape)).toEqual({ x: 10, y: 21, width: 300, height: 150 });
    expect(pixelRect({ x: 0.5, y: 0.5, width: 199.6, height: 199.6 }, 1, landscape)).toEqual({ x: 1, y: 1, width: 200, height: 200 });
    for (const image of [landscape, portrait, wide, { width: 333, height: 777 }, { width: 1001, height: 999 }]) {
      for (const ratio of [1, 2]) {
        for (let zoom = 1; zoom <= 3.05; zoom += 0.1) {
          const px = pixelRect(cropRect({ image, ratio, zoom, center: { x: image.width, y: 0 } }), ratio, image);
          expect(Number.isInteger(px.x) && Number.isInteger(px.y) && Number.isInteger(px.width) && Number.isInteger(px.height)).toBe(true);
          expect(px.width).toBe(px.height * ratio);
          expectInside(px, image);
        }
      }
    }
  });

  it('never goes outside an image of odd size nor below one pixel', () => {
    expect(pixelRect({ x: 0, y: 0, width: 333, height: 166.5 }, 2, { width: 333, height: 777 })).toEqual({ x: 0, y: 0, width: 332, height: 166 });
    expect(pixelRect({ x: 0, y: 0, width: 0.2, height: 0.1 }, 2, landscape)).toEqual({ x: 0, y: 0, width: 2, height: 1 });
    expect(pixelRect({ x: 799.9, y: 599.9, width: 1, height: 1 }, 1, landscape)).toEqual({ x: 799, y: 599, width: 1, height: 1 });
    expect(pixelRect({ x: 0, y: 0, width: 10, height: 10 }, 1, { width: 0.5, height: 10 })).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    // A one-pixel-wide image cannot hold 4:2: the rectangle stays inside it anyway.
    expect(pixelRect({ x: 0, y: 4.75, width: 1, height: 0.5 }, 2, { width: 1, height: 10 })).toEqual({ x: 0, y: 5, width: 1, height: 1 });
  });
});

describe('output type and name', () => {
  it('keeps PNG and JPEG, turns anything else into PNG', () => {
    expect(croppedType('image/png')).toBe('image/png');
    expect(croppedType('image/jpeg')).toBe('image/jpeg');
    expect(croppedType('IMAGE/JPG')).toBe('image/jpeg');
    expect(croppedType('image/gif')).toBe('image/png');
    expect(croppedType('')).toBe('image/png');
  });

  it("keeps the original's name, changing the extension only with the type", () => {
    expect(croppedName('logo.png', 'image/png')).toBe('logo.png');
    expect(croppedName('Logo.JPG', 'image/jpeg')).toBe('Logo.JPG');
    expect(croppedName('logo.jpeg', 'image/jpeg')).toBe('logo.jpeg');
    expect(croppedName('logo.animado.gif', 'image/png')).toBe('logo.animado.png');
    expect(croppedName('logo', 'image/png')).toBe('logo.png');
    expect(croppedName('.gif', 'image/png')).toBe('.gif.png');
  });
});
