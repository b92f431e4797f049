import { errorMessage } from '@app/api-client/errors';
import { loadSession, useSession } from '@app/session';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoading, ServerUnavailable } from './full-page-status';
import { authPath } from './next-path';

/** Dashboard routes: signed-out visitors go to sign-in and come back afterwards. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  switch (session.status) {
    case 'signed-in':
      return <Outlet />;
    case 'signed-out':
      // Someone who just signed out goes to plain sign-in; only a visitor without a session is
      // brought back to the page they asked for.
      return session.ended ? (
        <Navigate to="/sign-in" replace />
      ) : (
        <Navigate to={authPath('/sign-in', `${location.pathname}${location.search}${location.hash}`)} replace />
      );
    case 'unavailable':
      return (
        <ServerUnavailable detail={errorMessage(session.error)} retrying={session.retrying} onRetry={() => void loadSession()} />
      );
    default:
      return <FullPageLoading />;
  }
}
