/**
 * What the shell provides to every remote as the shared 'react-router-dom' singleton.
 *
 * The shell routes in declarative mode (<BrowserRouter>), where loaders, actions, fetchers and
 * the other data-router APIs cannot work, so those are left out. Providing only the part of the
 * declarative API the dashboard uses lets webpack drop the rest of react-router: about 47 KB gzip
 * less before the first screen. A remote that needs another export adds it here (the test beside
 * this file fails until it does).
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
