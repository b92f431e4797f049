import { useCallback, useState } from 'react';

export type SetFormField<T> = <K extends keyof T>(key: K, value: T[K]) => void;

/** Local values of a form, changed one field at a time. */
export function useFormState<T extends object>(initial: T): [T, SetFormField<T>] {
  const [values, setValues] = useState(initial);
  const setField: SetFormField<T> = useCallback((key, value) => setValues((current) => ({ ...current, [key]: value })), []);
  return [values, setField];
}
