import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { ImageCropper, type ImageCropperProps } from './ImageCropper';
import { sampleImageFile, type SampleImageOptions } from './sampleImage';
import { useObjectUrl } from './useObjectUrl';
import { formatBytes } from '../form/fileChecks';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';

/** The result the cropper answered, with its pixel size. */
function Result({ file }: { file: File }) {
  const url = useObjectUrl(file);
  const [size, setSize] = useState('');
  return (
    <Stack gap="2">
      <Text textStyle="sm">
        Resultado: {file.name} ({file.type}, {formatBytes(file.size)}) {size}
      </Text>
      {url ? (
        <img
          src={url}
          alt="Resultado del recorte"
          style={{ maxWidth: 320, maxHeight: 200, border: '1px solid #ccc' }}
          onLoad={(event) => setSize(`${event.currentTarget.naturalWidth}×${event.currentTarget.naturalHeight} px`)}
        />
      ) : null}
    </Stack>
  );
}

/** Draws the sample picture, opens the cropper on it and shows what it answers. */
function CropperDemo({ sample, ...args }: ImageCropperProps & { sample: SampleImageOptions }) {
  const [file, setFile] = useState<File | null>(null);
  const [open, setOpen] = useState(args.open);
  const [result, setResult] = useState<File | null>(null);
  const { width, height, type, name } = sample;
  useEffect(() => {
    let live = true;
    void sampleImageFile({ width, height, type, name }).then((f) => live && setFile(f));
    return () => {
      live = false;
    };
  }, [width, height, type, name]);
  return (
    <Stack gap="4" align="flex-start">
      <HStack>
        <Button onClick={() => setOpen(true)}>Abrir recortador</Button>
      </HStack>
      {result ? <Result file={result} /> : null}
      <ImageCropper
        {...args}
        file={file}
        open={open && file !== null}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
        onDone={(out) => {
          setOpen(false);
          setResult(out);
          args.onDone(out);
        }}
      />
    </Stack>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Image/ImageCropper',
  component: ImageCropper,
  args: { file: null, open: true, onCancel: fn(), onDone: fn() },
  parameters: componentDocs({
    use: "The 'Recortar imagen' dialog: the picked image with a frame to drag or move with the arrow keys, a zoom from 1 to 3 and the shapes 'Cuadrado 1:1' and 'Rectángulo 4:2'. 'Mantener original' answers the picked file; 'Recortar imagen' a new file with the framed part at full resolution, of the same type (a GIF becomes PNG). ImagePicker opens it for you.",
    do: ['Open it through ImagePicker (or ImageControl in a contract form).', 'Start it on the shape the image is for (`defaultAspect`).'],
    dont: ['Scale the image down in the browser: the server keeps the original resolution of the framed part.', 'Open it on a file the upload rule refused.'],
    accessibility: [
      "A dialog named 'Recortar imagen' (the Modal's focus and Escape); a click outside does not close it.",
      "The frame is a focusable group named with how to move it ('Marco de recorte: arrástrelo o muévalo con las flechas'); the arrows move it, with Shift in larger steps.",
      "The zoom is a slider named 'Zoom' that reads its value (1.5×); the shapes are a radio group named 'Proporción'.",
      "'Cargando imagen…' is a status; an image that cannot be opened is an alert, and then only closing is offered.",
    ],
    states: {
      empty: { none: 'it opens only on a picked file.' },
      loading: { none: "'Cargando imagen…' (a status) shows while the picked image decodes, too brief to hold in a story." },
      error: 'Unreadable',
      disabled: { none: "its buttons are disabled until the image has opened (Unreadable shows them so)." },
      longText: { none: 'its texts are its own and short; the file name is not shown.' },
    },
    texts: ['cropper', 'frame.close'],
    textsNote: 'Its own texts, unless the owner gives `labels`.',
  }),
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 900×600 PNG drawn on a canvas; the square frame starts as large as the image allows. */
export const Landscape: Story = { render: (args) => <CropperDemo {...args} sample={{ width: 900, height: 600 }} /> };

/** Opens on 'Rectángulo 4:2' with a JPEG: the result stays JPEG. */
export const RectangleJpeg: Story = {
  args: { defaultAspect: 'rectangle' },
  render: (args) => <CropperDemo {...args} sample={{ width: 1200, height: 800, type: 'image/jpeg', name: 'logo-empresa.jpg' }} />,
};

/** A portrait picture. */
export const Portrait: Story = { render: (args) => <CropperDemo {...args} sample={{ width: 500, height: 800, name: 'retrato.png' }} /> };

/** Texts from the owner (here in Catalan). */
export const Translated: Story = {
  args: {
    labels: {
      title: 'Retallar imatge',
      aspect: 'Proporció',
      square: 'Quadrat 1:1',
      rectangle: 'Rectangle 4:2',
      keepOriginal: "Mantenir l'original",
      crop: 'Retallar imatge',
      close: 'Tancar',
    },
  },
  render: (args) => <CropperDemo {...args} sample={{ width: 900, height: 600 }} />,
};

/**
 * A file that claims to be a PNG but is not an image: the cropper says it cannot open it, and
 * neither 'Mantener original' nor 'Recortar imagen' can be chosen (only closing is left).
 */
export const Unreadable: Story = {
  args: { file: new File(['no es una imagen'], 'roto.png', { type: 'image/png' }) },
};

/** Catalan interface: the dialog's own texts from the design system ('Retallar imatge', 'Mantenir l'original'). */
export const Catalan: Story = {
  render: (args) => <CropperDemo {...args} sample={{ width: 900, height: 600 }} />,
  decorators: [inLanguage('ca')],
};
