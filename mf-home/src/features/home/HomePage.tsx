import { useEffect } from 'react';
import { Box, Heading, LoadingState, PageHeader, Stack, Text } from '@dapcon/shared-ui';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { me } from '@dapcon/contract/auth';
import { feedback, publicReader, useSession, useTranslation, type ComunicadosHomeProps, type DocumentosResaltadosProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';

/**
 * What companies, consultants and verifiers read on their homes (spec part 1 §2), mf-contenidos's
 * panels, each loaded (and failing) on its own: the highlighted documents' button and the
 * communications. The administration's home has neither.
 */
function Lecturas() {
  return (
    <Stack gap="4">
      <RemotePanel<DocumentosResaltadosProps> remote="mf_contenidos" module="DocumentosResaltados" props={{}} />
      <RemotePanel<ComunicadosHomeProps> remote="mf_contenidos" module="ComunicadosHome" props={{}} />
    </Stack>
  );
}

/**
 * The home of every role (spec part 1 §1): greets the user and names their area; a company's,
 * consultant's or verifier's then shows what the programme publishes for it ({@link Lecturas}).
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
      {publicReader(user) ? <Lecturas /> : null}
    </Stack>
  );
}
