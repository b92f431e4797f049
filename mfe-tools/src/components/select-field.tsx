import { Field, Select, type SelectOption } from '@app/ui';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  hint?: string;
}

export function SelectField({ id, label, value, onValueChange, options, hint }: SelectFieldProps) {
  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <Select id={id} value={value} onValueChange={onValueChange} options={options} />
    </Field>
  );
}
