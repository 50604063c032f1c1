import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { LoadingState, PageHeader } from '@dapcon/shared-ui';
import { ApiError, feedback, getMe, useSession, type MeData } from '@dapcon/shared-sdk';

/**
 * The home of every role (spec part 1 §1): greets the user and names their area.
 * The user's data comes from the server (GET /auth/me), so a session that was
 * ended server-side is noticed here and ends in the browser too.
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const user = useSession((s) => s.user);
  const [me, setMe] = useState<MeData | null>(null);

  useEffect(() => {
    let live = true;
    getMe()
      .then((res) => live && setMe(res.data))
      .catch((e: unknown) => {
        // Session errors are handled by the shell (log-out); anything else is shown.
        if (e instanceof ApiError && !e.isSessionError) feedback.error(e);
      });
    return () => {
      live = false;
    };
  }, []);

  if (!user) return null;
  const area = t(user.areaKey, { ns: 'common' });
  return (
    <Stack gap="6">
      <PageHeader title={t('title')} />
      {me ? (
        <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg.panel">
          <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" fontSize="sm" data-testid="area-name">
            {area}
          </Text>
          <Heading as="h2" size="xl" mt="1">
            {t('frame.saludo', { ns: 'common', nombre: me.nombre })}
          </Heading>
          <Text mt="2" color="fg.muted">
            {t('welcome', { area: area.toLowerCase() })}
          </Text>
        </Box>
      ) : (
        <LoadingState label={t('title')} />
      )}
    </Stack>
  );
}
