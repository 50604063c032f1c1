import { Box, Button, Heading, HStack, Stack, StatusBadge, Text } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import type { ContenidoPublico } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { ContenidoHtml } from './ContenidoHtml';
import { descargarArchivo } from './descargas';
import { ImagenContenido } from './ImagenContenido';
import './i18n';

/** The tallest a content's image is shown in its modal. */
const IMAGEN_MAX_H = '360px';

/**
 * A content as its reader reads it (spec part 1 §3 'Web content'): its type and publication day, its
 * image (a news item's), the short description, the long one (the stored HTML) and its files, each
 * with 'Descargar'. The body of {@link ContenidoModal}, loaded the first time one opens.
 */
export function ContenidoDetalle({ contenido }: { contenido: ContenidoPublico }) {
  const { t } = useTranslation('contenidos');
  return (
    <Stack gap="4" data-contenido={contenido.id}>
      <HStack gap="3" wrap="wrap">
        <StatusBadge palette="teal" state={contenido.tipo}>
          {contenido.tipo_noticia_texto}
        </StatusBadge>
        <Text fontSize="sm" color="fg.muted">
          {t('publico.modal.publicado', { fecha: toDisplayDate(contenido.fecha_publicacion) })}
        </Text>
      </HStack>
      <ImagenContenido contenido={contenido} maxH={IMAGEN_MAX_H} />
      <Text fontWeight="medium" data-user-content>
        {contenido.descripcion_corta}
      </Text>
      <ContenidoHtml html={contenido.descripcion_larga} />
      {contenido.archivos.length > 0 ? (
        <Stack as="section" gap="2" aria-label={t('publico.modal.archivos')} borderTopWidth="1px" pt="4">
          <Heading as="h3" size="sm">
            {t('publico.modal.archivos')}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {contenido.archivos.map((archivo) => (
              <HStack as="li" key={archivo.id} justify="space-between" gap="3" wrap="wrap">
                <Box minW="0">
                  <Text fontWeight="medium" overflowWrap="anywhere" data-user-content>
                    {archivo.titulo}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {archivo.archivo}
                  </Text>
                </Box>
                <Button size="sm" variant="outline" onClick={() => void descargarArchivo(archivo)} aria-label={t('publico.modal.descargarDe', { archivo: archivo.titulo })}>
                  {t('publico.modal.descargar')}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
