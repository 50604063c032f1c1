import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { ImageCropper, type ImageCropperProps } from './ImageCropper';
import { sampleImageFile, type SampleImageOptions } from './sampleImage';
import { useObjectUrl } from './useObjectUrl';
import { formatBytes } from '../form/fileChecks';

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
