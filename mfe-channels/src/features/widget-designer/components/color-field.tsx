import styled from 'styled-components';
import { Field, Input } from '@app/ui';
import { fieldError } from '../field-error';

const SIX_DIGITS = /^#[0-9a-f]{6}$/i;
const THREE_DIGITS = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** The picker takes only #rrggbb; '#fff' is the same colour written short. */
function pickerValue(value: string): string {
  if (SIX_DIGITS.test(value)) return value;
  const short = THREE_DIGITS.exec(value);
  return short ? `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}` : '#000000';
}

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledSwatch = styled.input`
  width: 44px;
  height: 36px;
  flex-shrink: 0;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
`;

export interface ColorFieldProps {
  /** The configuration field, whose rule says what the widget takes. */
  field: 'primaryColor' | 'backgroundColor' | 'textColor';
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A colour picker beside the hex value, so either can be used; a value the widget would not take is said at once. */
export function ColorField({ field, id, label, value, onChange }: ColorFieldProps) {
  const error = fieldError(field, value);
  return (
    <Field label={label} htmlFor={id} error={error}>
      <StyledRow>
        <StyledSwatch
          type="color"
          aria-label={`${label} picker`}
          value={pickerValue(value)}
          onChange={(event) => onChange(event.target.value)}
        />
        <Input id={id} value={value} maxLength={7} spellCheck={false} onChange={(event) => onChange(event.target.value)} />
      </StyledRow>
    </Field>
  );
}
