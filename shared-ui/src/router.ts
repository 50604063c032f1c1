/**
 * The router, for the apps: the shell and the remotes take react-router only through the design
 * system (ESLint refuses it elsewhere), so it is built once, inside shared-ui, tree-shaken to the
 * declarative routing the portal uses, with one location for every area. Its `Link` is `RouterLink`
 * here (Chakra's `Link` styles one: `<Link asChild><RouterLink to="/login" /></Link>`).
 *
 * @example
 * import { RouterLink, useLocation, useNavigate } from '@dapcon/shared-ui';
 */
export {
  BrowserRouter,
  Link as RouterLink,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
