import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconCheck } from '../icons';

export interface CheckboxProps {
  id?: string;
  name?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label?: ReactNode;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
}

const StyledRoot = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
`;

const StyledBox = styled.span`
  position: relative;
  display: inline-flex;
  width: 16px;
  height: 16px;
  flex-shrink: 0;
`;

const StyledInput = styled.input`
  appearance: none;
  margin: 0;
  width: 16px;
  height: 16px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  cursor: inherit;
  &:checked { background: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.ring}; outline-offset: 2px; }
`;

const StyledMark = styled(IconCheck)`
  position: absolute;
  inset: 2px;
  color: ${({ theme }) => theme.colors.primaryForeground};
  pointer-events: none;
`;

export function Checkbox({ id, name, checked, onCheckedChange, label, disabled = false, className, ...aria }: CheckboxProps) {
  return (
    <StyledRoot $disabled={disabled} className={className}>
      <StyledBox>
        <StyledInput
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-label={aria['aria-label']}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        {checked ? <StyledMark size={12} strokeWidth={3} /> : null}
      </StyledBox>
      {label}
    </StyledRoot>
  );
}
