import { isValidElement, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
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
}

function AreaScreen({ route }: { route: AreaRoute }) {
  const user = useSession((s) => s.user);
  const { t } = useUiText();
  useScreenTitleOf(route.title);
  // A screen an area loads when it is opened (lazyComponent) shows the loading state meanwhile: a plain
  // element, not a Suspense fallback, which React would keep 300 ms at least (docs/performance.md).
  const ready = useLoaded(isValidElement(route.element) ? route.element.type : null);
  if (route.access && (user === null || !route.access(user))) return <Navigate to={HOME_PATH} replace />;
  const loading = <LoadingState label={t('frame.loading')} />;
  return <Suspense fallback={loading}>{ready ? route.element : loading}</Suspense>;
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
