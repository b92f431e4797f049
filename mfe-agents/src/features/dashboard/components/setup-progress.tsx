import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '@app/ui';
import { SETUP_STEPS, type SetupProgressState, type SetupStep } from '../setup-steps';
import { SetupStepCard } from './setup-step-card';

export interface SetupProgressProps {
  progress: SetupProgressState;
  onCreateAgent: () => void;
}

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space[4]};
`;

const StyledStepCount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedForeground};
  white-space: nowrap;
`;

const StyledSteps = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

export function SetupProgress({ progress, onCreateAgent }: SetupProgressProps) {
  const currentStep = progress.current;
  const navigate = useNavigate();
  const total = SETUP_STEPS.length;

  function runStep(step: SetupStep) {
    if (step.action.kind === 'create') {
      onCreateAgent();
    } else {
      void navigate(step.action.to);
    }
  }

  return (
    <Card>
      <CardHeader>
        <StyledHeading>
          <CardTitle>Setup Progress</CardTitle>
          <StyledStepCount>
            Step {currentStep} of {total}
          </StyledStepCount>
        </StyledHeading>
        <CardDescription>Finish these steps to put your agent in front of customers.</CardDescription>
      </CardHeader>
      <CardContent>
        <Progress value={(currentStep / total) * 100} aria-label="Setup progress" />
        <StyledSteps>
          {SETUP_STEPS.map((step, index) => (
            <SetupStepCard
              key={step.title}
              step={step}
              number={index + 1}
              done={progress.done[index] ?? false}
              current={index + 1 === currentStep}
              locked={index + 1 > currentStep}
              onAction={runStep}
            />
          ))}
        </StyledSteps>
      </CardContent>
    </Card>
  );
}
