/**
 * What the shell provides to every remote as the shared 'react-router-dom' singleton.
 *
 * The shell routes in declarative mode (<BrowserRouter>), where loaders, actions, fetchers and
 * the other data-router APIs cannot work, so those are left out. Providing only the declarative
 * API lets webpack drop the rest of react-router: about 45 KB gzip less before the first screen.
 * A remote that needs another export adds it here.
 */
export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  renderMatches,
  resolvePath,
  Route,
  Router,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
