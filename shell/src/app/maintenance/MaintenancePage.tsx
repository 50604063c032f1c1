import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/**
 * What a signed-in user who is not an administrator sees instead of the portal while it is in
 * maintenance: the administrator's message, and a way to look again.
 */
export function MaintenancePage({ message, onCheck }: { message: string; onCheck: () => Promise<void> }) {
  const { t } = useTranslation('shell');
  const [checking, setChecking] = useState(false);
  return (
    <Stack as="section" aria-labelledby="mantenimiento-titulo" gap="4" maxW="2xl" mx="auto" mt={{ base: '4', md: '12' }} p="6" borderWidth="1px" borderRadius="lg" bg="bg" data-testid="pagina-mantenimiento">
      <Heading as="h1" size="xl" id="mantenimiento-titulo">
        {t('mantenimiento.titulo')}
      </Heading>
      <Text fontSize="lg" whiteSpace="pre-line" data-testid="mensaje-mantenimiento">
        {message}
      </Text>
      <Text color="fg.muted">{t('mantenimiento.explicacion')}</Text>
      <Stack direction="row">
        <Button
          variant="outline"
          loading={checking}
          onClick={() => {
            setChecking(true);
            void onCheck().finally(() => setChecking(false));
          }}
        >
          {t('mantenimiento.comprobar')}
        </Button>
      </Stack>
    </Stack>
  );
}
