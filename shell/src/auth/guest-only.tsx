import { settleSignOut, useSession } from '@app/session';
import { useEffect } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { FullPageLoading } from './full-page-status';
import { safeNextPath } from './next-path';

/** Sign-in and sign-up: someone already signed in goes on to where they were heading. */
export function GuestOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  // Coming back to a dashboard page later (Back) is then a visit without a session, which
  // returns there after signing in.
  useEffect(settleSignOut, [session]);

  if (session.status === 'signed-in') {
    return <Navigate to={safeNextPath(params.get('next'))} replace />;
  }
  if (session.status === 'loading') {
    return <FullPageLoading />;
  }
  return <Outlet />;
}
