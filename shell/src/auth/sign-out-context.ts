import { createContext, useContext } from 'react';

/**
 * Ends the session on this side once the API has signed the user out. It lives with the auth
 * gate so that the gate sends the user to plain /sign-in instead of treating the missing session
 * as an expired one (which would remember the current page as ?next=).
 */
export const SignedOutContext = createContext<() => void>(() => undefined);

export function useSignedOut(): () => void {
  return useContext(SignedOutContext);
}
