import { isValidElement, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';
import { HOME_PATH, useSession, type RoutePredicate } from '@dapcon/shared-sdk';
import { useUiText } from '../i18n';
import { useLoaded } from '../lazy/lazyComponent';
import { LoadingState } from './LoadingState';
import { PageNotFound } from './PageNotFound';
import { useScreenTitleOf } from './screenTitle';

/**
 * One screen of an area: its path under one of the area's top-level prefixes, its title, who may
 * open it (finer than the shell's rule for the prefix) and what it shows.
 *
 * @example
 * const route: AreaRoute = { path: '/empresas/:cif', title: t('route.empresa'), element: <CompanyDetail /> };
 */
export interface AreaRoute {
  /** A react-router pattern, absolute: '/empresas/:cif'. */
  path: string;
  /** The screen's name, translated: the browser tab shows it ('Empresa · DAPcon'). */
  title: string;
  /** A finer rule than the shell's for the whole prefix; a user who fails it goes home. */
  access?: RoutePredicate;
  element: ReactNode;
  /**
   * Starts what the screen reads first (a list's page: `prefetchList`) when the screen is opened and its
   * code is not there yet: the request goes out while the code loads, not once it has run. Called once
   * per opening, with the path's parameters and the URL's query.
   */
  prefetch?: (at: { params: Readonly<Params>; search: string }) => void | Promise<unknown>;
}

/**
 * How long a screen whose code has come waits for its prefetch before it shows (then with its own
 * loading state): the first read usually answers before the code has run, and a screen drawn with its
 * rows is drawn once, not once empty and again with them.
 */
export const PREFETCH_WAIT_MS = 400;

/** Whether the prefetch started on opening has settled, or waited long enough (true without one). */
function usePrefetchSettled(started: Promise<unknown> | null): boolean {
  const [settled, setSettled] = useState(started === null);
  useEffect(() => {
    if (started === null) return;
    let live = true;
    const done = () => {
      if (live) setSettled(true);
    };
    const timer = setTimeout(done, PREFETCH_WAIT_MS);
    started.then(done, done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [started]);
  return settled;
}

function AreaScreen({ route }: { route: AreaRoute }) {
  const user = useSession((s) => s.user);
  const { t } = useUiText();
  useScreenTitleOf(route.title);
  // A screen an area loads when it is opened (lazyComponent) shows the loading state meanwhile: a plain
  // element, not a Suspense fallback, which React would keep 300 ms at least (docs/performance.md).
  const ready = useLoaded(isValidElement(route.element) ? route.element.type : null);
  const params = useParams();
  const { search } = useLocation();
  const allowed = !route.access || (user !== null && route.access(user));
  // Once, on opening, while the code loads (loaded, the screen asks at once itself).
  const [prefetch] = useState(() => (!ready && allowed ? (route.prefetch?.({ params, search }) ?? null) : null));
  const settled = usePrefetchSettled(prefetch);
  if (!allowed) return <Navigate to={HOME_PATH} replace />;
  const loading = <LoadingState label={t('frame.loading')} />;
  return <Suspense fallback={loading}>{ready && settled ? route.element : loading}</Suspense>;
}

/**
 * An area's routes, declared by the area itself: the shell routes every path under the area's
 * top-level prefixes to its remote, and this renders the screen of the path, guards it with its own
 * rule, names the tab after it, and shows 'Página no encontrada' for a path the area does not have.
 * A new screen of an area is a new entry here and a deploy of that area alone.
 *
 * @example
 * <AreaRoutes routes={[
 *   { path: '/empresas', title: t('route.empresas'), element: <CompanyList /> },
 *   { path: '/empresas/:cif', title: t('route.empresa'), element: <CompanyDetail /> },
 * ]} />
 */
export function AreaRoutes({ routes }: { routes: readonly AreaRoute[] }) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<AreaScreen route={route} />} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
