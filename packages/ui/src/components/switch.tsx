import styled from 'styled-components';

export interface SwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  disabled?: boolean;
  className?: string;
}

const StyledTrack = styled.button`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  width: 36px;
  height: 20px;
  padding: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.switchOff};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.normal};
  &[aria-checked='true'] { background: ${({ theme }) => theme.colors.primary}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const StyledThumb = styled.span`
  display: block;
  width: 16px;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition: transform ${({ theme }) => theme.transitions.normal};
  [aria-checked='true'] > & { transform: translateX(16px); }
`;

export function Switch({ id, checked, onCheckedChange, disabled, className, ...aria }: SwitchProps) {
  return (
    <StyledTrack
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={aria['aria-label']}
      aria-labelledby={aria['aria-labelledby']}
      disabled={disabled}
      className={className}
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={() => onCheckedChange(!checked)}
    >
      <StyledThumb />
    </StyledTrack>
  );
}
