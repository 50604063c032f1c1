// The communications on the homes of companies, consultants and verifiers (spec part 1 §2 'Consultor
// home', 'Company home'; docs/contenidos.md step 7), exposed as `mf_contenidos/ComunicadosHome`.
import { useEffect, useId, useState } from 'react';
import { Button, Flex, Heading, HStack, Link, LoadingState, RouterLink, Stack, StatusBadge, Text } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { contenidosPublic, ocultarComunicado, type ContenidoPublico } from '@dapcon/contract/contenidos';
import { feedback, useTranslation, type ComunicadosHomeProps } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { ContenidoModal } from './ContenidoModal';
import { ImagenContenido } from './ImagenContenido';
import { recortar } from './texto';
import './i18n';

/** The tallest a communication's image is on a home (spec part 1 §2). */
export const IMAGEN_HOME_MAX_H = '300px';
/** The widest it is beside its text (wide screens). */
const IMAGEN_HOME_MAX_W = '20rem';

/** What the homes read: the contents the reader has not archived, the newest first (one page). */
export const COMUNICADOS_HOME = { query: { ocultos: 'false' } } as const;

/** Props of {@link ComunicadoCard}. */
interface ComunicadoCardProps {
  contenido: ContenidoPublico;
  onLeer: () => void;
  onArchivar: () => void;
  archivando: boolean;
}

/** One communication on a home: its image beside (below on narrow screens) the title, type and day, the short description cut, 'Leer más' and 'Archivar'. */
function ComunicadoCard({ contenido, onLeer, onArchivar, archivando }: ComunicadoCardProps) {
  const { t } = useTranslation('contenidos');
  const titleId = useId();
  return (
    <Flex as="article" aria-labelledby={titleId} data-contenido={contenido.id} direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start" borderWidth="1px" rounded="l3" p="4" bg="bg.panel">
      <ImagenContenido contenido={contenido} maxH={IMAGEN_HOME_MAX_H} maxW={{ base: 'full', md: IMAGEN_HOME_MAX_W }} />
      <Stack gap="3" flex="1" minW="0" alignSelf="stretch">
        <Stack gap="1">
          <Heading as="h3" size="md" id={titleId} overflowWrap="anywhere" data-user-content>
            {contenido.titulo}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <StatusBadge palette="teal" state={contenido.tipo}>
              {contenido.tipo_noticia_texto}
            </StatusBadge>
            <Text as="span" fontSize="sm" color="fg.muted">
              {toDisplayDate(contenido.fecha_publicacion)}
            </Text>
          </HStack>
        </Stack>
        <Text overflowWrap="anywhere" data-testid="descripcion-corta" data-user-content>
          {recortar(contenido.descripcion_corta)}
        </Text>
        <HStack gap="2" justify="flex-end" mt="auto">
          <Button size="sm" variant="ghost" colorPalette="gray" onClick={onArchivar} loading={archivando} aria-label={t('publico.home.archivarDe', { titulo: contenido.titulo })}>
            {t('publico.home.archivar')}
          </Button>
          <Button size="sm" variant="outline" onClick={onLeer} aria-label={t('publico.home.leerDe', { titulo: contenido.titulo })}>
            {t('publico.home.leer')}
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}

/**
 * A reader's communications on its home: the contents published for it today that it has not
 * archived (`GET /contenidos-web-public?ocultos=false`), each with its type and day, its image at
 * most 300 px high, the short description cut at 200 characters plus '…', 'Leer más' (the content
 * whole, in the same modal as /public-comunicados) and 'Archivar' (`GET /ocultar-comunicado`: it
 * leaves the home, every list of contents is read again, the server's words show under the heading,
 * and the host hears of it through `onArchived`, to refresh its notifications). 'Ver todos los
 * comunicados' goes to /public-comunicados, where the archived ones stay.
 */
export function ComunicadosHome({ onArchived }: ComunicadosHomeProps) {
  const { t } = useTranslation('contenidos');
  const headingId = useId();
  const { data, error, isPending, refetch } = useApiQuery(contenidosPublic, COMUNICADOS_HOME);
  const [abierto, setAbierto] = useState<ContenidoPublico | null>(null);
  const [archivando, setArchivando] = useState<number | null>(null);
  // The home's list and the top bar's notifications (on the same shared query cache) read again: ocultarComunicado's `stale`.
  const ocultar = useApiMutation(ocultarComunicado);
  const [aviso, setAviso] = useState('');

  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  const archivar = async (contenido: ContenidoPublico) => {
    setArchivando(contenido.id);
    setAviso('');
    const res = await ocultar.run({ query: { id: contenido.id } });
    setArchivando(null);
    if (!res) return;
    setAviso(res.message);
    onArchived?.(contenido.id);
  };

  const rows = data?.data ?? [];
  const mas = data ? data.total - rows.length : 0;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Stack gap="0">
          <Heading as="h2" size="lg" id={headingId}>
            {t('publico.home.titulo')}
          </Heading>
          {/* The server's words after archiving, read out by screen readers (empty, it takes no room). */}
          <Text role="status" fontSize="sm" color="fg.muted">
            {aviso}
          </Text>
        </Stack>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to="/public-comunicados">{t('publico.home.verTodos')}</RouterLink>
        </Link>
      </HStack>
      {data ? (
        rows.length === 0 ? (
          <Text color="fg.muted">{t('publico.sinComunicados')}</Text>
        ) : (
          <>
            <Stack gap="3">
              {rows.map((c) => (
                <ComunicadoCard key={c.id} contenido={c} onLeer={() => setAbierto(c)} onArchivar={() => void archivar(c)} archivando={archivando === c.id} />
              ))}
            </Stack>
            {mas > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('publico.home.masComunicados', { count: mas })}
              </Text>
            ) : null}
          </>
        )
      ) : isPending ? (
        <LoadingState label={t('publico.home.cargando')} />
      ) : (
        <Stack gap="2" align="flex-start">
          <Text>{t('publico.home.loadError')}</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('publico.home.reintentar')}
          </Button>
        </Stack>
      )}
      <ContenidoModal contenido={abierto} onClose={() => setAbierto(null)} />
    </Stack>
  );
}
