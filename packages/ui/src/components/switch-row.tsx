import { useId } from 'react';
import styled from 'styled-components';
import { Label } from './input';
import { Switch } from './switch';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface SwitchRowProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A labelled on/off setting with an optional explanation under its label. */
export function SwitchRow({ label, description, checked, onCheckedChange }: SwitchRowProps) {
  const id = useId();
  return (
    <StyledRow>
      <StyledText>
        <Label htmlFor={id}>{label}</Label>
        {description ? <StyledDescription>{description}</StyledDescription> : null}
      </StyledText>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-label={label} />
    </StyledRow>
  );
}
