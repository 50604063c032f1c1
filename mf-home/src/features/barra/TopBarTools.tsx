import { Suspense } from 'react';
import { Box, Button, lazyComponent, RouterLink } from '@dapcon/shared-ui';
import { estadoForo } from '@dapcon/contract/panel';
import { canUseForum, seesNotifications, useSession, useTranslation, type TopBarToolsProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { NotificacionesMenu } from './NotificacionesMenu';
import './i18n';

// Loaded only when there is a forum, for verifiers and the administration: nobody else downloads it.
const ForoLink = lazyComponent(() => import('./lazy'), (m) => m.ForoLink);

/**
 * What the top bar holds besides the language and the user menu (spec part 2 §2.2, §6; docs/home.md
 * step 4), for the signed-in user: outside the administration module, the Incidencias link (`/tickets`)
 * and the notifications; for verifiers and the administration module, the forum link when a forum is
 * configured (`GET /foro`, once per session; the link's code loads only then). mf-home's, exposed as
 * `./TopBarTools`: the shell's frame mounts it in the top bar through its slot (issue 34, item 2), which
 * shows nothing while it loads or when mf-home cannot be loaded.
 *
 * @example
 * <RemoteSlot<TopBarToolsProps> remote="mf_home" module="TopBarTools" props={{}} quiet />
 */
export function TopBarTools(_props: TopBarToolsProps) {
  const { t } = useTranslation('home-barra');
  const user = useSession((s) => s.user);
  const foro = user !== null && canUseForum(user);
  // Whether the API has a forum: asked once per session (the cache is cleared at every sign-in).
  const { data: estado } = useApiQuery(estadoForo, undefined, { enabled: foro, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false });
  if (user === null) return null;
  return (
    <>
      {foro && estado?.disponible ? (
        <Suspense fallback={null}>
          <ForoLink />
        </Suspense>
      ) : null}
      {seesNotifications(user) ? (
        <>
          <Button asChild variant="ghost" colorPalette="gray" size="sm" px={{ base: '2', md: '3.5' }} data-testid="incidencias-enlace">
            <RouterLink to="/tickets" aria-label={t('incidenciasLink')}>
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
                <path d="M12 9v4M12 17h.01" />
              </svg>
              {/* On a phone, the icon alone (the link keeps its name). */}
              <Box as="span" hideBelow="md">
                {t('incidenciasLink')}
              </Box>
            </RouterLink>
          </Button>
          <NotificacionesMenu />
        </>
      ) : null}
    </>
  );
}

export default TopBarTools;
