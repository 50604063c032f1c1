// A sample picture for the image stories, drawn on a canvas (no binary fixtures). Not exported by
// the package.

/** What {@link sampleImageFile} draws. */
export interface SampleImageOptions {
  width?: number;
  height?: number;
  type?: 'image/png' | 'image/jpeg';
  name?: string;
}

function draw(context: CanvasRenderingContext2D, width: number, height: number): void {
  const sky = context.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#9fd3f0');
  sky.addColorStop(1, '#e8f5fb');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);

  context.fillStyle = '#f6c945';
  context.beginPath();
  context.arc(width * 0.78, height * 0.25, Math.min(width, height) * 0.1, 0, Math.PI * 2);
  context.fill();

  const hills: Array<[string, number, number]> = [
    ['#83ba8d', 0.62, 0.35],
    ['#2f6b3b', 0.75, 0.6],
  ];
  for (const [colour, level, phase] of hills) {
    context.fillStyle = colour;
    context.beginPath();
    context.moveTo(0, height);
    for (let x = 0; x <= width; x += 10) {
      context.lineTo(x, height * level + Math.sin((x / width) * Math.PI * 2 + phase * 6) * height * 0.06);
    }
    context.lineTo(width, height);
    context.closePath();
    context.fill();
  }

  // A grid every 100 px, to see what a crop keeps.
  context.strokeStyle = 'rgba(20, 48, 26, 0.25)';
  context.lineWidth = 1;
  for (let x = 100; x < width; x += 100) {
    context.beginPath();
    context.moveTo(x + 0.5, 0);
    context.lineTo(x + 0.5, height);
    context.stroke();
  }
  for (let y = 100; y < height; y += 100) {
    context.beginPath();
    context.moveTo(0, y + 0.5);
    context.lineTo(width, y + 0.5);
    context.stroke();
  }

  context.fillStyle = '#14301a';
  context.font = `bold ${Math.round(Math.min(width, height) * 0.14)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('DAPcon', width / 2, height * 0.42);
}

/**
 * A landscape drawn on a canvas, as a File. Where there is no canvas (tests), a File of the right
 * type and name with placeholder bytes.
 *
 * @example
 * const file = await sampleImageFile({ width: 900, height: 600, name: 'logo.png' });
 */
export async function sampleImageFile({ width = 900, height = 600, type = 'image/png', name = 'muestra.png' }: SampleImageOptions = {}): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return new File([new Uint8Array(1024)], name, { type });
  draw(context, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  return new File([blob ?? new Uint8Array(1024)], name, { type });
}
