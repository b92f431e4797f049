import { Button, Card, CardContent, IconAlert } from '@app/ui';
import styled from 'styled-components';

const StyledCard = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space[12]} auto;
`;

const StyledContent = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const StyledIcon = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.destructiveSoft};
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledText = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledDetails = styled.details`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  summary { cursor: pointer; }
  code {
    display: block;
    max-height: 160px;
    overflow: auto;
    margin-top: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.muted};
    font-family: ${({ theme }) => theme.fonts.mono};
    text-align: left;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface RemoteFallbackProps {
  error: Error;
  onRetry: () => void;
}

export function RemoteFallback({ error, onRetry }: RemoteFallbackProps) {
  return (
    <StyledCard role="alert">
      <StyledContent>
        <StyledIcon>
          <IconAlert size={24} />
        </StyledIcon>
        <StyledTitle>This section could not be loaded</StyledTitle>
        <StyledText>
          Something went wrong while loading this part of the dashboard. Everything else still works; try
          again in a moment.
        </StyledText>
        <StyledActions>
          <Button onClick={onRetry}>Retry</Button>
        </StyledActions>
        <StyledDetails>
          <summary>Technical details</summary>
          <code>{error.message}</code>
        </StyledDetails>
      </StyledContent>
    </StyledCard>
  );
}
