import { Suspense, useEffect } from 'react';
import { Box, Heading, lazyComponent, LoadingState, PageHeader, Stack, Text } from '@dapcon/shared-ui';
import { me } from '@dapcon/contract/auth';
import { feedback, publicReader, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { InicioLector } from '../inicio/InicioLector';

// The administration's summary and dashboard load with its home only: the readers' homes never download them.
const ResumenDapcon = lazyComponent(() => import('../resumen/ResumenDapcon'), (m) => m.ResumenDapcon);
const PanelAdministracion = lazyComponent(() => import('../panel/PanelAdministracion'), (m) => m.PanelAdministracion);

/**
 * The home of every role (spec part 1 §1): greets the user and names their area; a company's,
 * consultant's or verifier's then shows its home ({@link InicioLector}), the administration's the
 * 'Resumen de DAPcon' and the dashboard.
 * The user's data comes from the server (GET /auth/me), so a session that was
 * ended server-side is noticed here and ends in the browser too.
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const user = useSession((s) => s.user);
  // Read on every visit: this is where a session ended elsewhere is noticed.
  const { data: profile, error } = useApiQuery(me, undefined, { staleTime: 0 });

  useEffect(() => {
    // Session errors are handled by the shell (log-out); anything else is shown.
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  if (!user) return null;
  const area = t(user.areaKey, { ns: 'common' });
  return (
    <Stack gap="6">
      <PageHeader title={t('title')} />
      {profile ? (
        <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg.panel">
          <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" fontSize="sm" data-testid="area-name">
            {area}
          </Text>
          <Heading as="h2" size="xl" mt="1">
            {t('frame.saludo', { ns: 'common', nombre: profile.nombre })}
          </Heading>
          <Text mt="2" color="fg.muted">
            {t('welcome', { area: area.toLowerCase() })}
          </Text>
        </Box>
      ) : (
        <LoadingState label={t('title')} />
      )}
      {publicReader(user) ? (
        <InicioLector />
      ) : (
        <>
          <Suspense fallback={null}>
            <ResumenDapcon />
          </Suspense>
          <Suspense fallback={null}>
            <PanelAdministracion />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
