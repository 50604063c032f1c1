// The web content's editor (/contenidos/nuevo and /contenidos/{id}; spec part 2 §2.19; docs/contenidos.md
// steps 3 and 4): the content's form and, once it exists, its attached files (download, edit, delete),
// and 'Borrar' after 'Realmente desea borrar este contenido ?'.
import { useEffect, useState } from 'react';
import { Box, Button, ConfirmModal, Heading, HStack, Link, LoadingState, PageHeader, RouterLink, Stack, Text, useNavigate, useParams } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { borrarContenido, contenidoShow, CONTENIDOS_MSG, type ContenidoDetalle } from '@dapcon/contract/contenidos';
import { feedback, localizeMessage, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { ArchivosContenido } from './ArchivosContenido';
import { ContenidoForm } from './ContenidoForm';
import { EstadoContenidoBadge } from './EstadoContenidoBadge';
import { useVolverALista } from './volver';
import './i18n';

/**
 * 'Borrar' of a content's page: after the spec's question, the content goes (its image and files with
 * it), the server's message shows and the list comes back as it was.
 */
function BorrarContenido({ contenido, volver }: { contenido: ContenidoDetalle; volver: string }) {
  const { t } = useTranslation('contenidos');
  const navigate = useNavigate();
  const lang = useSession((s) => s.lang);
  const [asking, setAsking] = useState(false);
  // The lists read again without it: borrarContenido's `stale`.
  const borrar = useApiMutation(borrarContenido);
  const remove = async () => {
    const res = await borrar.run({ params: { id: String(contenido.id) } });
    setAsking(false);
    if (!res) return;
    feedback.success(res.message);
    navigate(volver);
  };
  return (
    <>
      <Button aria-haspopup="dialog" variant="outline" colorPalette="red" onClick={() => setAsking(true)} aria-label={t('contenidos.borrarDe', { titulo: contenido.titulo })}>
        {t('contenidos.borrar')}
      </Button>
      <ConfirmModal
        open={asking}
        message={localizeMessage(CONTENIDOS_MSG.confirmarBorradoContenido, lang)}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
        loading={borrar.isPending}
        confirmLabel={t('contenidos.borrar')}
        destructive
      />
    </>
  );
}

/** 'Nuevo': an empty form; once saved, the new content's page. */
export function ContenidoNuevo() {
  const { t } = useTranslation(['contenidos', 'common']);
  const navigate = useNavigate();
  const volver = useVolverALista();
  const title = t('contenidos.nuevoContenido');
  return (
    <Stack gap="0">
      <PageHeader title={title} breadcrumb={[{ label: t('route.contenidos', { ns: 'common' }), href: volver }, { label: title }]} onNavigate={navigate} />
      <ContenidoForm contenido={null} />
      <Text mt="6" color="fg.muted" fontSize="sm">
        {t('contenidos.editor.archivosTrasGuardar')}
      </Text>
    </Stack>
  );
}

/**
 * A content's page: its state, type and last change, its form, and its files. A content that is not
 * there is said on the page, with the way back to the list.
 */
export function ContenidoEditar() {
  const { t } = useTranslation(['contenidos', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const volver = useVolverALista();
  const query = useApiQuery(contenidoShow, { params: { id } });
  const { data: contenido, error, refetch } = query;
  const notFound = error?.status === 404 || error?.status === 422;
  useEffect(() => {
    if (error && !notFound && !error.isSessionError) feedback.error(error);
  }, [error, notFound]);
  const back = { label: t('route.contenidos', { ns: 'common' }), href: volver };

  if (!contenido) {
    if (query.isPending) return <LoadingState label={t('contenidos.editor.cargando')} />;
    return (
      <Stack gap="4">
        <PageHeader title={t('contenidos.editor.titulo')} breadcrumb={[back, { label: id }]} onNavigate={navigate} />
        <Text>{notFound ? t('contenidos.editor.noEncontrado', { id }) : t('contenidos.editor.loadError')}</Text>
        <Box>
          {notFound ? (
            <Link asChild fontWeight="medium">
              <RouterLink to={volver}>{t('contenidos.editor.volver')}</RouterLink>
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void refetch()}>
              {t('contenidos.editor.retry')}
            </Button>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Stack gap="0">
      <PageHeader
        title={contenido.titulo}
        breadcrumb={[back, { label: contenido.titulo }]}
        onNavigate={navigate}
        actions={<BorrarContenido contenido={contenido} volver={volver} />}
      />
      <HStack gap="4" mb="6" wrap="wrap" mt="-2">
        <EstadoContenidoBadge estado={contenido.estado} />
        <Text color="fg.muted" fontSize="sm">
          {contenido.tipo_noticia_texto} · {contenido.clasificacion_texto}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('contenidos.editor.modificado', { fecha: toDisplayDate(contenido.updated_at) })}
        </Text>
      </HStack>
      {/* Keyed by the content: another content's page starts its form again. */}
      <ContenidoForm key={contenido.id} contenido={contenido} />
      {/* Outside the content's form: the files have forms of their own. */}
      <Stack as="section" aria-labelledby="contenido-archivos" gap="4" mt="10" pt="6" borderTopWidth="1px">
        <Heading as="h2" size="md" id="contenido-archivos">
          {t('contenidos.editor.secciones.archivos')}
        </Heading>
        <ArchivosContenido key={contenido.id} contenido={contenido} />
      </Stack>
    </Stack>
  );
}
