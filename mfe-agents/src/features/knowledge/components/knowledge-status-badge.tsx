import { Badge, IconCheck, Spinner } from '@app/ui';
import type { KnowledgeState } from '../knowledge-display';

export interface KnowledgeStatusBadgeProps {
  state: KnowledgeState;
}

export function KnowledgeStatusBadge({ state }: KnowledgeStatusBadgeProps) {
  if (state === 'trained') {
    return (
      <Badge variant="success">
        <IconCheck size={12} />
        Trained
      </Badge>
    );
  }
  if (state === 'failed') {
    return <Badge variant="destructive">Failed</Badge>;
  }
  return (
    <Badge variant="warning">
      <Spinner size={10} label="" />
      Processing
    </Badge>
  );
}
