import { useState } from 'react';

/**
 * A sign-in or sign-up request's progress and failure, for its form to show. Success needs no
 * handling here: the session changes and GuestOnly moves on to where the person was heading.
 */
export function useAuthRequest<Body>(send: (body: Body) => Promise<unknown>) {
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>();

  async function submit(body: Body): Promise<void> {
    setLoading(true);
    setError(undefined);
    try {
      await send(body);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }

  return { submit, isLoading, error, reset: () => setError(undefined) };
}
