import { endSession, errorMessage, errorStatus, useAppDispatch, useGetMeQuery } from '@app/api-client';
import { useCallback, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoading, ServerUnavailable } from './full-page-status';
import { authPath } from './next-path';
import { SignedOutContext } from './sign-out-context';

/** Dashboard routes: signed-out visitors go to sign-in and come back afterwards. */
export function RequireAuth() {
  const { data: user, error, isFetching, refetch } = useGetMeQuery();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [signedOut, setSignedOut] = useState(false);
  const onSignedOut = useCallback(() => {
    setSignedOut(true);
    endSession(dispatch);
  }, [dispatch]);

  if (signedOut) {
    return <Navigate to="/sign-in" replace />;
  }
  if (error && errorStatus(error) === 401) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={authPath('/sign-in', next)} replace />;
  }
  if (user) {
    return (
      <SignedOutContext.Provider value={onSignedOut}>
        <Outlet />
      </SignedOutContext.Provider>
    );
  }
  if (error) {
    return <ServerUnavailable detail={errorMessage(error)} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  return <FullPageLoading />;
}
