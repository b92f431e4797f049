import { createContext, useContext, type AriaAttributes } from 'react';

export type FieldControlProps = Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid'>;

/**
 * What a Field says about its control. The control reads it wherever it sits in the field (an
 * input may share a row with a picker or a button), so the hint, the error and the red border
 * reach the input itself rather than whatever element happens to be the field's child.
 */
export const FieldControlContext = createContext<FieldControlProps>({});

/** The control's own aria props, or else the ones of the Field it sits in. */
export function useFieldControl(own: FieldControlProps): FieldControlProps {
  const field = useContext(FieldControlContext);
  return {
    'aria-describedby': own['aria-describedby'] ?? field['aria-describedby'],
    'aria-invalid': own['aria-invalid'] ?? field['aria-invalid'],
  };
}
