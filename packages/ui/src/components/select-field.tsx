import { Field } from './field';
import { Select, type SelectOption } from './select';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  hint?: string;
}

/** A labelled select with an optional hint. */
export function SelectField({ id, label, value, onValueChange, options, hint }: SelectFieldProps) {
  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <Select id={id} value={value} onValueChange={onValueChange} options={options} />
    </Field>
  );
}
