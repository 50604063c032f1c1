import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SegmentGroup, Slider } from '@chakra-ui/react';
import { Box, Button, HStack, Modal, registerRecipes, Spinner, Stack, Text } from '@dapcon/shared-ui';
import {
  CROP_RATIOS,
  CROP_ZOOM,
  clampZoom,
  croppedName,
  croppedType,
  cropRect,
  moveCenter,
  pixelRect,
  rectCenter,
  screenToImageDelta,
  type CropAspect,
  type Point,
  type Rect,
} from './cropGeometry';
import { cropToFile, loadImage, type LoadedImage } from './cropCanvas';
import { useObjectUrl } from './useObjectUrl';
import { useUiText } from '../i18n';
import { segmentGroupSlotRecipe, sliderSlotRecipe } from '@chakra-ui/react/theme';

// Its recipes come with it: the pages that never load it do not download them (theme.ts).
registerRecipes({ slotRecipes: { segmentGroup: segmentGroupSlotRecipe, slider: sliderSlotRecipe } });

/** Texts of {@link ImageCropper}; Spanish by default. */
export interface ImageCropperLabels {
  title?: string;
  zoom?: string;
  aspect?: string;
  square?: string;
  rectangle?: string;
  keepOriginal?: string;
  crop?: string;
  close?: string;
  /** Accessible name of the frame (it also says how to move it). */
  frame?: string;
  /** Alternative text of the image being cropped. */
  image?: string;
  loading?: string;
  loadError?: string;
  cropError?: string;
}

/** The texts in the interface language (the 'ui' namespace), for whatever the owner does not give. */
function useDefaultLabels(): Required<ImageCropperLabels> {
  const { t } = useUiText();
  return {
    title: t('cropper.title'),
    zoom: t('cropper.zoom'),
    aspect: t('cropper.aspect'),
    square: t('cropper.square'),
    rectangle: t('cropper.rectangle'),
    keepOriginal: t('cropper.keepOriginal'),
    crop: t('cropper.crop'),
    close: t('frame.close'),
    frame: t('cropper.frame'),
    image: t('cropper.image'),
    loading: t('cropper.loading'),
    loadError: t('cropper.loadError'),
    cropError: t('cropper.cropError'),
  };
}

/** Props of {@link ImageCropper}. */
export interface ImageCropperProps {
  /** The picked image; the dialog shows nothing to crop without one. */
  file: File | null;
  /** An object URL of `file` the owner already has; otherwise the cropper makes (and revokes) its own. */
  src?: string;
  open: boolean;
  /** Escape, the close button or a click outside. */
  onCancel: () => void;
  /** 'Mantener original' answers `file` itself; 'Recortar imagen' a new File with the cropped part. */
  onDone: (file: File) => void;
  /** Shape selected when the dialog opens. Default `'square'`. */
  defaultAspect?: CropAspect;
  labels?: ImageCropperLabels;
}

/** How tall the image is drawn at most, in CSS pixels. */
const VIEW_MAX_HEIGHT = 320;

const zoomFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface Frame {
  file: File | null;
  open: boolean;
  aspect: CropAspect;
  zoom: number;
  /** Centre of the frame in image pixels; `null` is the image's centre. */
  center: Point | null;
}

interface Drag {
  pointerId: number;
  start: Point;
  center: Point;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The 'Recortar imagen' dialog: the picked image with a frame the user drags (or moves with the
 * arrow keys), a zoom from 1 to 3 in steps of 0.1 and the shapes 'Cuadrado 1:1' and 'Rectángulo
 * 4:2'. 'Mantener original' answers the picked file; 'Recortar imagen' answers a new file with the
 * framed part at the image's full resolution, of the same type (a GIF becomes PNG) and name.
 * {@link ImagePicker} opens it for you.
 *
 * @example
 * <ImageCropper file={picked} open={picked !== null} onCancel={() => setPicked(null)}
 *   onDone={(file) => { setPicked(null); setLogo(file); }} />
 */
export function ImageCropper({ file, src, open, onCancel, onDone, defaultAspect = 'square', labels }: ImageCropperProps) {
  const text = { ...useDefaultLabels(), ...labels };
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [frame, setFrame] = useState<Frame>({ file, open, aspect: defaultAspect, zoom: CROP_ZOOM.min, center: null });
  if (frame.file !== file || frame.open !== open) {
    // A new image, or the dialog opening again: start from the whole image.
    setFrame({ file, open, aspect: defaultAspect, zoom: CROP_ZOOM.min, center: null });
    setFailed(false);
  }

  const ownUrl = useObjectUrl(src ? null : file);
  const url = src ?? ownUrl;
  const [loaded, setLoaded] = useState<{ url: string; image: LoadedImage | null } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    loadImage(url).then(
      (image) => live && setLoaded({ url, image }),
      () => live && setLoaded({ url, image: null }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  const image = loaded && loaded.url === url ? loaded.image : undefined;


  const ratio = CROP_RATIOS[frame.aspect];
  const rect: Rect | null = image ? cropRect({ image, ratio, zoom: frame.zoom, center: frame.center }) : null;

  const crop = async () => {
    if (!file || !image || !rect) return;
    setBusy(true);
    setFailed(false);
    try {
      const type = croppedType(file.type);
      const out = await cropToFile(image.source, pixelRect(rect, ratio, image), { type, name: croppedName(file.name, type) });
      onDone(out);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const labelId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={text.title}
      closeLabel={text.close}
      size="lg"
      closeOnInteractOutside={false}
      footer={
        <>
          {/* Only an image that opened can be kept: an unreadable one would be a broken logo the server refuses. */}
          <Button variant="outline" colorPalette="gray" disabled={!file || !image || busy} onClick={() => file && image && onDone(file)}>
            {text.keepOriginal}
          </Button>
          <Button loading={busy} disabled={!rect} onClick={() => void crop()}>
            {text.crop}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        {image && rect && url ? (
          <CropArea
            url={url}
            image={image}
            rect={rect}
            frameLabel={text.frame}
            imageLabel={text.image}
            onMove={(center) => setFrame((f) => ({ ...f, center }))}
            onNudge={(delta) =>
              setFrame((f) => {
                // From the latest state, so that quick repeated keys add up.
                const now = cropRect({ image, ratio: CROP_RATIOS[f.aspect], zoom: f.zoom, center: f.center });
                return { ...f, center: moveCenter(rectCenter(now), delta, now, image) };
              })
            }
          />
        ) : image === null ? (
          <Text color="fg.error" role="alert">
            {text.loadError}
          </Text>
        ) : (
          <HStack justify="center" minH="160px" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>{text.loading}</Text>
          </HStack>
        )}

        <Slider.Root
          min={CROP_ZOOM.min}
          max={CROP_ZOOM.max}
          step={CROP_ZOOM.step}
          value={[frame.zoom]}
          onValueChange={(details) => setFrame((f) => ({ ...f, zoom: clampZoom(details.value[0] ?? CROP_ZOOM.min) }))}
          getAriaValueText={(details) => `${zoomFormat.format(details.value)}×`}
          disabled={!image}
        >
          <HStack justify="space-between">
            <Slider.Label>{text.zoom}</Slider.Label>
            <Text textStyle="sm" color="fg.muted" aria-hidden>
              {zoomFormat.format(frame.zoom)}×
            </Text>
          </HStack>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>

        <Stack gap="2">
          <Text id={labelId} textStyle="sm" fontWeight="medium">
            {text.aspect}
          </Text>
          <SegmentGroup.Root
            aria-labelledby={labelId}
            value={frame.aspect}
            onValueChange={(details) => {
              const next = details.value === 'rectangle' ? 'rectangle' : 'square';
              setFrame((f) => ({ ...f, aspect: next }));
            }}
            disabled={!image}
            alignSelf="flex-start"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'square', label: text.square },
                { value: 'rectangle', label: text.rectangle },
              ]}
            />
          </SegmentGroup.Root>
        </Stack>

        {failed ? (
          <Text color="fg.error" role="alert">
            {text.cropError}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}

interface CropAreaProps {
  url: string;
  image: LoadedImage;
  rect: Rect;
  frameLabel: string;
  imageLabel: string;
  /** Drag: put the frame's centre here (already clamped). */
  onMove: (center: Point) => void;
  /** Keyboard: move the frame by this many image pixels. */
  onNudge: (delta: Point) => void;
}

/** The image with the frame over it; outside the frame the image is darkened. */
function CropArea({ url, image, rect, frameLabel, imageLabel, onMove, onNudge }: CropAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const size = { width: rect.width, height: rect.height };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, start: { x: event.clientX, y: event.clientY }, center: rectCenter(rect) };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const shown = area.current?.getBoundingClientRect().width ?? 0;
    const delta = screenToImageDelta({ x: event.clientX - d.start.x, y: event.clientY - d.start.y }, shown, image.width);
    onMove(moveCenter(d.center, delta, size, image));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // 1 % of the image per press, 10 % with Shift.
    const step = (event.shiftKey ? 0.1 : 0.01) * Math.max(image.width, image.height);
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    onNudge(delta);
  };

  return (
    <Box
      ref={area}
      position="relative"
      mx="auto"
      overflow="hidden"
      bg="bg.muted"
      userSelect="none"
      style={{ width: `min(100%, ${(VIEW_MAX_HEIGHT * image.width) / image.height}px)`, aspectRatio: `${image.width} / ${image.height}` }}
    >
      <img src={url} alt={imageLabel} draggable={false} style={{ display: 'block', width: '100%', height: '100%' }} />
      <Box
        role="group"
        aria-label={frameLabel}
        tabIndex={0}
        position="absolute"
        cursor="move"
        touchAction="none"
        borderWidth="2px"
        borderColor="white"
        boxShadow="0 0 0 9999px rgba(0, 0, 0, 0.55)"
        focusVisibleRing="inside"
        focusRingColor="brand.300"
        style={{
          left: percent(rect.x, image.width),
          top: percent(rect.y, image.height),
          width: percent(rect.width, image.width),
          height: percent(rect.height, image.height),
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        {/* Rule-of-thirds guides. */}
        <Box position="absolute" inset="0" pointerEvents="none" borderColor="whiteAlpha.500" borderStyle="dashed" borderLeftWidth="0" borderRightWidth="0" style={{ top: '33.333%', bottom: '33.333%', borderTopWidth: 1, borderBottomWidth: 1 }} />
        <Box position="absolute" inset="0" pointerEvents="none" borderColor="whiteAlpha.500" borderStyle="dashed" borderTopWidth="0" borderBottomWidth="0" style={{ left: '33.333%', right: '33.333%', borderLeftWidth: 1, borderRightWidth: 1 }} />
      </Box>
    </Box>
  );
}
