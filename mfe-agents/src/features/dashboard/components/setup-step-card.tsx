import styled from 'styled-components';
import { Button, Card, IconCheck } from '@app/ui';
import type { SetupStep } from '../setup-steps';

export interface SetupStepCardProps {
  step: SetupStep;
  number: number;
  done: boolean;
  /** The step to take now: its button leads. */
  current: boolean;
  /** A step after the current one waits for it (the specification's rule). */
  locked: boolean;
  onAction: (step: SetupStep) => void;
}

const StyledCard = styled(Card)<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledNumber = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.muted)};
  color: ${({ theme, $done }) => ($done ? theme.colors.primaryForeground : theme.colors.mutedForeground)};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function SetupStepCard({ step, number, done, current, locked, onAction }: SetupStepCardProps) {
  return (
    <StyledCard $current={current} role="group" aria-label={`Step ${number}: ${step.title}`}>
      <StyledTop>
        <StyledNumber $done={done}>{done ? <IconCheck size={14} aria-label="Done" /> : number}</StyledNumber>
        <StyledTitle>{step.title}</StyledTitle>
      </StyledTop>
      <StyledDescription>{step.description}</StyledDescription>
      <Button variant={current ? 'primary' : 'outline'} size="sm" disabled={locked} onClick={() => onAction(step)}>
        {step.button}
      </Button>
    </StyledCard>
  );
}
