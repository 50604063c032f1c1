import { useEffect, type ReactNode } from 'react';
import { Box, Button, LoadingState, PageHeader, Stack, Text } from '@dapcon/shared-ui';
import { feedback, useTranslation, type ApiError } from '@dapcon/shared-sdk';
import '../../i18n';

interface Props<T> {
  /** The own data's query (`useApiQuery`). */
  query: { data: T | undefined; error: ApiError | null; isPending: boolean; refetch: () => Promise<unknown> };
  /** The form, once the data are there. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of a 'Mis datos' page (the consultant's and the administrator's): the title, the form once
 * the data came, 'Cargando…' before, and on a failure the shell's error modal and 'Reintentar'.
 */
export function MisDatosFrame<T>({ query, children }: Props<T>) {
  const { t } = useTranslation(['consultores', 'common']);
  const { data, error, refetch } = query;
  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);
  const title = t('route.misDatos', { ns: 'common' });
  return (
    <Stack gap="0">
      <PageHeader title={title} breadcrumb={[{ label: title }]} />
      {data !== undefined ? (
        children(data)
      ) : query.isPending ? (
        <LoadingState />
      ) : (
        <Stack gap="4">
          <Text>{t('ficha.loadError')}</Text>
          <Box>
            <Button variant="outline" onClick={() => void refetch()}>
              {t('ficha.retry')}
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
