import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@app/api-client';
import type { KnowledgeItem, KnowledgeType } from '@app/contracts';
import { Button, IconGlobe, IconMessage, useToast } from '@app/ui';
import { useDeleteKnowledgeMutation, useResyncKnowledgeMutation } from '../api';
import { knowledgeDetail, knowledgeState } from '../knowledge-display';
import { IconDocument, IconRefresh, IconText, IconTrash } from './knowledge-icons';
import { KnowledgeStatusBadge } from './knowledge-status-badge';

export interface KnowledgeItemRowProps {
  item: KnowledgeItem;
}

const TYPE_ICONS: Record<KnowledgeType, ReactNode> = {
  document: <IconDocument size={16} />,
  url: <IconGlobe size={16} />,
  qa: <IconMessage size={16} />,
  text: <IconText size={16} />,
};

// On narrow screens the badge and actions drop below the title instead of squeezing it.
const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledText = styled.div`
  display: flex;
  flex: 1 1 180px;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const StyledTitle = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledDetail = styled.span<{ $error: boolean }>`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.destructive : theme.colors.mutedForeground)};
  text-overflow: ellipsis;
  white-space: ${({ $error }) => ($error ? 'normal' : 'nowrap')};
`;

const StyledActions = styled.div`
  display: flex;
  flex-shrink: 0;
  margin-left: auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export function KnowledgeItemRow({ item }: KnowledgeItemRowProps) {
  const [remove, { isLoading: isDeleting }] = useDeleteKnowledgeMutation();
  const [resync, { isLoading: isResyncing }] = useResyncKnowledgeMutation();
  const { toast } = useToast();
  const state = knowledgeState(item);
  const ref = { id: item.id, agentId: item.agentId };

  async function deleteItem() {
    try {
      await remove(ref).unwrap();
    } catch (error) {
      toast({ title: 'Could not delete item', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Knowledge item deleted', description: `${item.title} is no longer part of this agent's knowledge.` });
  }

  async function resyncItem() {
    try {
      await resync(ref).unwrap();
    } catch (error) {
      toast({ title: 'Re-sync failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <StyledRow aria-label={item.title} data-testid="knowledge-item">
      <StyledIcon>{TYPE_ICONS[item.type]}</StyledIcon>
      <StyledText>
        <StyledTitle title={item.title}>{item.title}</StyledTitle>
        {state === 'failed' || item.error ? (
          // A trained website whose last re-sync failed says so; it still answers as synced before.
          <StyledDetail $error>{item.error ?? 'This item could not be processed.'}</StyledDetail>
        ) : (
          <StyledDetail $error={false}>{knowledgeDetail(item)}</StyledDetail>
        )}
      </StyledText>
      <StyledActions>
        <KnowledgeStatusBadge state={state} />
        {item.type === 'url' ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={isResyncing || state === 'processing'}
            aria-label={`Re-sync ${item.title}`}
            onClick={() => void resyncItem()}
          >
            <IconRefresh size={14} />
            Re-sync
          </Button>
        ) : null}
        <Button variant="ghost" size="icon" disabled={isDeleting} aria-label={`Delete ${item.title}`} onClick={() => void deleteItem()}>
          <IconTrash size={16} />
        </Button>
      </StyledActions>
    </StyledRow>
  );
}
