import styled from 'styled-components';
import { IconBot } from '@app/ui';
import { textToneOn } from '../colours';
import { GlyphChevron } from './widget-icons';

export type ConnectionStatus = 'connecting' | 'online' | 'offline';

const STATUS_LABELS: Record<ConnectionStatus, string> = { connecting: 'Connecting', online: 'Online', offline: 'Offline' };

export const WIDGET_HEADER_HEIGHT = 60;

const StyledHeader = styled.header<{ $tone: 'light' | 'dark' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${WIDGET_HEADER_HEIGHT}px;
  flex-shrink: 0;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.primaryForeground : theme.colors.foreground)};
`;

const StyledAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.shimmer};
  color: ${({ theme }) => theme.colors.foreground};
`;

const StyledTitle = styled.div`
  flex: 1;
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledStatus = styled.p<{ $status: ConnectionStatus }>`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.85;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme, $status }) => ($status === 'online' ? theme.colors.success : $status === 'connecting' ? theme.colors.warning : theme.colors.mutedForeground)};
  }
`;

const StyledToggle = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.shimmer}; }
`;

export interface WidgetHeaderProps {
  agentName: string;
  showAvatar: boolean;
  status: ConnectionStatus;
  primaryColor: string;
  collapsed: boolean;
  onToggle: () => void;
}

export function WidgetHeader({ agentName, showAvatar, status, primaryColor, collapsed, onToggle }: WidgetHeaderProps) {
  return (
    <StyledHeader $tone={textToneOn(primaryColor)} style={{ background: primaryColor }}>
      {showAvatar ? (
        <StyledAvatar data-testid="agent-avatar">
          <IconBot size={20} />
        </StyledAvatar>
      ) : null}
      <StyledTitle>
        <h1>{agentName}</h1>
        <StyledStatus $status={status}>{STATUS_LABELS[status]}</StyledStatus>
      </StyledTitle>
      <StyledToggle type="button" aria-label={collapsed ? 'Expand chat' : 'Collapse chat'} aria-expanded={!collapsed} onClick={onToggle}>
        <GlyphChevron up={collapsed} />
      </StyledToggle>
    </StyledHeader>
  );
}
