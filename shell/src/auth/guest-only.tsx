import { useGetMeQuery } from '@app/api-client';
import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { FullPageLoading } from './full-page-status';
import { safeNextPath } from './next-path';

/** Sign-in and sign-up: someone already signed in goes on to where they were heading. */
export function GuestOnly() {
  const { data: user, isLoading } = useGetMeQuery();
  const [params] = useSearchParams();
  // Only the very first answer is waited for: the query fetching again (it does after a 401
  // when a new screen subscribes) must not swap the form for a spinner.
  const [answered, setAnswered] = useState(!isLoading);
  if (!answered && !isLoading) {
    setAnswered(true);
  }

  if (user) {
    return <Navigate to={safeNextPath(params.get('next'))} replace />;
  }
  if (!answered) {
    return <FullPageLoading />;
  }
  return <Outlet />;
}
