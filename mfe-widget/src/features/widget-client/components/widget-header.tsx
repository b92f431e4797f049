import type { ConnectionStatus } from '../hooks/use-live-chat';
import { GlyphBot, GlyphChevron } from './widget-icons';

export interface WidgetHeaderProps {
  agentName: string;
  showAvatar: boolean;
  logoUrl: string;
  status: ConnectionStatus;
  willRetry: boolean;
  onCollapse: () => void;
}

function statusLabel(status: ConnectionStatus, willRetry: boolean): string {
  if (status === 'online') return 'Online';
  return status === 'offline' && !willRetry ? 'Offline' : 'Connecting';
}

export function WidgetHeader({ agentName, showAvatar, logoUrl, status, willRetry, onCollapse }: WidgetHeaderProps) {
  return (
    <header className="cw-header">
      {showAvatar ? (
        <span className="cw-avatar" data-testid="agent-avatar">
          {logoUrl ? <img src={logoUrl} alt="" /> : <GlyphBot />}
        </span>
      ) : null}
      <div className="cw-title">
        <h1>{agentName}</h1>
        <p className="cw-status" data-status={status} role="status">
          {statusLabel(status, willRetry)}
        </p>
      </div>
      <button type="button" className="cw-icon" aria-label="Collapse chat" aria-expanded={true} onClick={onCollapse}>
        <GlyphChevron up={false} />
      </button>
    </header>
  );
}
