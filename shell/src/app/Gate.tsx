import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { NotAvailable } from '@dapcon/shared-ui';
import { canAccess, landingPath, matchRoute, remoteFor, useSession } from '@dapcon/shared-sdk';
import '../i18n';
import { RemoteArea } from '../federation/RemoteArea';
import { Frame } from './Frame';

/**
 * Role gating for every path: guests reach only /login and the public pages,
 * signed-in users only the routes their role may see (spec part 1 §2).
 */
export function Gate() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.user);
  const lastPath = useSession((s) => s.lastPath);
  const setLastPath = useSession((s) => s.setLastPath);
  const match = matchRoute(pathname);
  const access = match?.route.access;
  const allowed = user !== null && canAccess(user, pathname);

  // The last visited private path is kept (also when a guest is sent to sign in), so signing in returns there.
  const remember = match !== null && access !== 'guest' && access !== 'public' && (user === null || allowed);
  useEffect(() => {
    if (remember) setLastPath(pathname + search);
  }, [remember, pathname, search, setLastPath]);

  if (!match) {
    if (!user) return <Navigate to="/login" replace />;
    return (
      <Frame>
        <NotAvailable title={t('notFoundTitle')} message={t('notFound')} />
      </Frame>
    );
  }
  // A signed-in user on /login (just signed in, or coming back) goes where they were heading.
  if (access === 'guest') return user ? <Navigate to={landingPath(user, lastPath)} replace /> : <RemoteArea remote={match.route.remote} />;
  if (access === 'public') return <RemoteArea remote={match.route.remote} />;
  if (!user || !allowed) return <Navigate to="/login" replace />;

  const remote = remoteFor(user, pathname) ?? match.route.remote;
  return (
    <Frame>
      <RemoteArea key={remote} remote={remote} />
    </Frame>
  );
}
