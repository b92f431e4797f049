import { useEffect, useState } from 'react';
import { Field, Input } from '@app/ui';

export interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}

/**
 * A whole-number input that lets the text be cleared while typing and reports only numbers. A
 * number outside min..max is said at once: the widget would not take it, and saving is refused.
 */
export function NumberField({ id, label, value, onChange, min, max }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== '' ? current : String(value)));
  }, [value]);
  const outOfRange = (min !== undefined && value < min) || (max !== undefined && value > max);
  return (
    <Field label={label} htmlFor={id} error={outOfRange ? `Must be from ${min ?? '…'} to ${max ?? '…'}` : undefined}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(next)) {
            onChange(Math.round(next));
          }
        }}
        onBlur={() => setText(String(value))}
      />
    </Field>
  );
}
