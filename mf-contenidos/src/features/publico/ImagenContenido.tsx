import type { ComponentProps } from 'react';
import { chakra, useObjectUrl, type Box } from '@dapcon/shared-ui';
import { imagenContenido, type ContenidoPublico } from '@dapcon/contract/contenidos';
import { useStoredFile } from '@dapcon/shared-sdk/query';

/** Props of {@link ImagenContenido}. */
export interface ImagenContenidoProps {
  contenido: Pick<ContenidoPublico, 'id' | 'tiene_imagen'>;
  /** The tallest it is shown (the homes: 300 px, spec part 1 §2). */
  maxH: string;
  /** The widest it is shown; its place's width by default. */
  maxW?: ComponentProps<typeof Box>['maxW'];
}

/**
 * A content's image (a news item's), read with the session's token (`GET /contenidos-web/{id}/imagen`:
 * an `<img src>` of that address could not send it) and shown from memory, at most `maxH` high and
 * never wider than its place. Nothing when the content has none, while it loads, or when it cannot be
 * read (the content reads as well without it). Beside the content's title, it says nothing more:
 * `alt` is empty.
 */
export function ImagenContenido({ contenido, maxH, maxW = 'full' }: ImagenContenidoProps) {
  const { data } = useStoredFile(imagenContenido, { params: { id: String(contenido.id) } }, contenido.tiene_imagen);
  const url = useObjectUrl(contenido.tiene_imagen ? data : undefined);
  if (!url) return null;
  return <chakra.img src={url} alt="" data-testid="imagen-contenido" display="block" alignSelf="flex-start" maxH={maxH} maxW={maxW} w="auto" h="auto" objectFit="contain" rounded="l2" />;
}
