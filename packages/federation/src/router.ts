/**
 * What the site uses of React Router, shared at run time under the name
 * `react-router-dom` (see `sharedSingletons` in config.ts).
 *
 * A shared module keeps all its exports: sharing react-router-dom itself sent the whole
 * library (~60 KB gzip) to every visitor. Shared through this list, one router instance
 * still serves the shell and every remote, and the rest of the library is tree-shaken.
 * A screen that needs another export adds it here; the build fails until it does
 * (`exportsPresence: 'error'` in config.ts). StaticRouter is the server render's.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
