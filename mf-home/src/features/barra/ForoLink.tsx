import { useState } from 'react';
import { Box, Button } from '@dapcon/shared-ui';
import { enlaceForo } from '@dapcon/contract/panel';
import { ApiError, feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import './i18n';

/**
 * The top bar's forum link for verifiers and the administration module (spec part 2 §2.2, §6; docs/home.md
 * step 4), mounted by TopBarTools when the API has a forum (`GET /foro`). A click opens a new tab at once (so no popup
 * blocker stops it), without a way back to this page (`opener` cut), asks `POST /foro/enlace` for the
 * forum's address with a short-lived forum token (never the session's), and sends the tab there.
 */
export function ForoLink() {
  const { t } = useTranslation('home-barra');
  const [abriendo, setAbriendo] = useState(false);
  // A forum token is issued: a write that makes nothing stale.
  const { mutateAsync: pedirEnlace } = useApiMutation(enlaceForo);

  async function abrir() {
    const pestana = window.open('about:blank', '_blank');
    if (pestana) pestana.opener = null;
    setAbriendo(true);
    try {
      const { data: enlace } = await pedirEnlace({});
      if (pestana) pestana.location.replace(enlace.url);
      else window.open(enlace.url, '_blank', 'noopener,noreferrer');
    } catch (error) {
      pestana?.close();
      if (error instanceof ApiError && error.isSessionError) return;
      feedback.error(error instanceof ApiError ? error : { status: 0, message: t('foro.error') });
    } finally {
      setAbriendo(false);
    }
  }

  return (
    <Button variant="ghost" colorPalette="gray" size="sm" px={{ base: '2', md: '3.5' }} onClick={() => void abrir()} loading={abriendo} aria-label={t('foro.descripcion')} data-testid="foro-enlace">
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
      <Box as="span" hideBelow="md">
        {t('foro.enlace')}
      </Box>
    </Button>
  );
}
