import { useEffect } from 'react';
import { Navigate, PageNotFound, useLocation } from '@dapcon/shared-ui';
import { canAccess, HOME_PATH, landingPath, LOGIN_PATH, matchRoute, redirectFor, remoteFor, useAreas, useSession } from '@dapcon/shared-sdk';
import '../i18n';
import { RemoteArea } from '../federation/RemoteArea';
import { lazyFrame } from './LazyFrame';

/** The signed-in frame, loaded when a user first reaches a private page. */
// Its chunk is named: the build lists its files for the pages of signed-in paths (config/startup-preload.js).
const Frame = lazyFrame(() => import(/* webpackChunkName: "frame" */ './Frame'));

/**
 * Role gating for every path: guests reach only /login and the public pages, signed-in users only
 * the top-level routes their role may see (spec part 1 §2). The top-level routes are the live areas'
 * screens, as each declares them (/remotes.json's descriptors): the shell knows none of its own.
 * Everything under a top-level route is its area's: the remote routes it and applies its own finer rules.
 */
export function Gate() {
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.user);
  const lastPath = useSession((s) => s.lastPath);
  const lastPathOwner = useSession((s) => s.lastPathOwner);
  const justSignedIn = useSession((s) => s.justSignedIn);
  const justSignedOut = useSession((s) => s.justSignedOut);
  const setLastPath = useSession((s) => s.setLastPath);
  const landed = useSession((s) => s.landed);
  // Read again when the live areas change (a retry that read /remotes.json anew).
  useAreas((s) => s.areas);
  const match = matchRoute(pathname, user);
  const access = match?.route.access;
  const allowed = user !== null && canAccess(user, pathname);
  const privateRoute = match !== null && access !== 'guest' && access !== 'public';

  // The last visited private path is kept, so signing in again returns there. A guest sent to sign in
  // leaves its destination too, unless a session has just ended here: that path was the user's.
  const remember = privateRoute && (user === null ? !justSignedOut : allowed);
  useEffect(() => {
    if (remember) setLastPath(pathname + search);
  }, [remember, pathname, search, setLastPath]);
  // Once a just-signed-in user is past the sign-in page, /login means 'home' again.
  useEffect(() => {
    if (user !== null && justSignedIn && access !== 'guest') landed();
  }, [user, justSignedIn, access, landed]);

  if (!match) {
    if (!user) return <Navigate to={LOGIN_PATH} replace />;
    return (
      <Frame>
        <PageNotFound />
      </Frame>
    );
  }
  // On /login: a user who has just signed in goes where they were heading; one who opens it signed in, home.
  if (access === 'guest') {
    if (!user) return <RemoteArea remote={match.route.remote} />;
    return <Navigate to={justSignedIn ? landingPath(user, lastPath, lastPathOwner) : HOME_PATH} replace />;
  }
  if (access === 'public') return <RemoteArea remote={match.route.remote} />;
  // A guest signs in first; a route the role may not see sends the user home (spec part 1 §2: via
  // /login, which sends a signed-in user to /), every time.
  if (!user || !allowed) return <Navigate to={redirectFor(user, pathname) ?? LOGIN_PATH} replace />;

  const remote = remoteFor(user, pathname) ?? match.route.remote;
  return (
    <Frame area={remote}>
      <RemoteArea key={remote} remote={remote} />
    </Frame>
  );
}
