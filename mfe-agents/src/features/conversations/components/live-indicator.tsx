import styled from 'styled-components';
import { Button } from '@app/ui';
import type { LiveStatus } from '../hooks/use-live-updates';

const LABELS: Record<LiveStatus, string> = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…', offline: 'Offline' };

const StyledIndicator = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledDot = styled.span<{ $status: LiveStatus }>`
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $status }) =>
    $status === 'live' ? theme.colors.success : $status === 'offline' ? theme.colors.destructive : theme.colors.warning};
`;

export interface LiveIndicatorProps {
  status: LiveStatus;
  onReconnect: () => void;
}

/** Whether new messages arrive by themselves right now. */
export function LiveIndicator({ status, onReconnect }: LiveIndicatorProps) {
  return (
    <StyledIndicator role="status" aria-label={`Live updates: ${LABELS[status]}`}>
      <StyledDot $status={status} aria-hidden="true" />
      {LABELS[status]}
      {status === 'offline' ? (
        <Button variant="ghost" size="sm" onClick={onReconnect}>
          Reconnect
        </Button>
      ) : null}
    </StyledIndicator>
  );
}
