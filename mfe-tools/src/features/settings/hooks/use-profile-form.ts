import { useEffect } from 'react';
import { useSession } from '@app/session';
import { useFormState } from '@app/ui';
import { PROFILE_DEFAULTS } from '../settings-options';

/** Profile values, with name and email taken from the signed-in user once known. */
export function useProfileForm() {
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user : undefined;
  const [profile, setField] = useFormState(PROFILE_DEFAULTS);
  useEffect(() => {
    if (me) {
      setField('name', me.name);
      setField('email', me.email);
    }
  }, [me, setField]);
  return [profile, setField] as const;
}
