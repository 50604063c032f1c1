import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { NotAvailable } from '@dapcon/shared-ui';
import { canAccess, matchRoute, remoteFor, useSession } from '@dapcon/shared-sdk';
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
  const setLastPath = useSession((s) => s.setLastPath);
  const match = matchRoute(pathname);
  const access = match?.route.access;
  const allowed = user !== null && canAccess(user, pathname);

  useEffect(() => {
    // The last visited path is kept, so signing in again returns there.
    if (allowed && access !== 'guest' && access !== 'public') setLastPath(pathname + search);
  }, [allowed, access, pathname, search, setLastPath]);

  if (!match) {
    if (!user) return <Navigate to="/login" replace />;
    return (
      <Frame>
        <NotAvailable title={t('notFoundTitle')} message={t('notFound')} />
      </Frame>
    );
  }
  if (access === 'guest') return user ? <Navigate to="/" replace /> : <RemoteArea remote={match.route.remote} />;
  if (access === 'public') return <RemoteArea remote={match.route.remote} />;
  if (!user || !allowed) return <Navigate to="/login" replace />;

  const remote = remoteFor(user, pathname) ?? match.route.remote;
  return (
    <Frame>
      <RemoteArea key={remote} remote={remote} />
    </Frame>
  );
}
