// /plantillas-mensajes (spec part 2 §2.15, §3 'Message template', §5 'Template', §7.6; docs/contenidos.md
// step 2): every e-mail of the portal is written from one of these templates, one per message and
// language. The list on the left; the template chosen (its id in the URL) in its form on the right.
import { useEffect } from 'react';
import { Box, Button, Flex, Heading, HStack, LoadingState, PageHeader, Stack, Text, useSearchParams } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { plantillaShow, plantillasList } from '@dapcon/contract/contenidos';
import { feedback, useTranslation, type ApiError } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { PlantillaForm } from './PlantillaForm';
import { IdiomaBadge, PlantillasList } from './PlantillasList';
import '../../i18n';

/** A read that failed: to the shell's error modal (a session error is the shell's: it signs out). */
function useReported(error: ApiError | null, shown = true) {
  useEffect(() => {
    if (error && shown && !error.isSessionError) feedback.error(error);
  }, [error, shown]);
}

/** What a failed read leaves on the page: what happened, and 'Reintentar'. */
function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('contenidos');
  return (
    <Stack gap="3" align="flex-start">
      <Text>{t('plantillas.loadError')}</Text>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('plantillas.retry')}
      </Button>
    </Stack>
  );
}

/** The template of the URL's id: loaded, then its heading and form (a new form for each template). */
function PlantillaDetalle({ id }: { id: string }) {
  const { t } = useTranslation('contenidos');
  const { data: plantilla, error, isPending, refetch } = useApiQuery(plantillaShow, { params: { id } });
  const notFound = error?.status === 404 || error?.status === 422;
  useReported(error, !notFound);

  if (!plantilla) {
    if (isPending) return <LoadingState label={t('plantillas.cargandoPlantilla')} />;
    return notFound ? <Text>{t('plantillas.noEncontrada', { id })}</Text> : <LoadError onRetry={() => void refetch()} />;
  }
  return (
    <Stack gap="4">
      <Box>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {plantilla.pe_descripcion}
          </Heading>
          <IdiomaBadge idioma={plantilla.idioma} />
        </HStack>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('plantillas.modificada', { fecha: toDisplayDate(plantilla.updated_at) })}
        </Text>
      </Box>
      <PlantillaForm key={plantilla.pe_id} plantilla={plantilla} />
    </Stack>
  );
}

/**
 * The message templates' page: the templates by name with their language on the left, the one chosen
 * on the right (its id in the URL as `?id=`, so a reload keeps it) with its form, its variables and
 * the preview.
 */
export function PlantillasPage() {
  const { t } = useTranslation(['contenidos', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const list = useApiQuery(plantillasList);
  useReported(list.error);

  return (
    <Stack gap="0">
      <PageHeader title={t('route.plantillasMensajes', { ns: 'common' })} />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        {/* Beside the form, the list keeps its place and scrolls on its own: choosing a template low in it leaves the form in view. */}
        <Stack
          as="nav"
          aria-label={t('plantillas.lista')}
          gap="3"
          w={{ base: 'full', lg: '64' }}
          flexShrink={0}
          position={{ lg: 'sticky' }}
          top={{ lg: '0' }}
          maxH={{ lg: 'calc(100dvh - 8rem)' }}
          overflowY={{ lg: 'auto' }}
          pe={{ lg: '2' }}
        >
          <Heading as="h2" size="sm">
            {t('plantillas.lista')}
          </Heading>
          {list.data ? (
            <PlantillasList plantillas={list.data} selectedId={id} />
          ) : list.isPending ? (
            <LoadingState label={t('plantillas.cargando')} />
          ) : (
            <LoadError onRetry={() => void list.refetch()} />
          )}
        </Stack>
        <Box flex="1" minW="0" w="full">
          {id ? <PlantillaDetalle key={id} id={id} /> : <Text color="fg.muted">{t('plantillas.elegir')}</Text>}
        </Box>
      </Flex>
    </Stack>
  );
}
