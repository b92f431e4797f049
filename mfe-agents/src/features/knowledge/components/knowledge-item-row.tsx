import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
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
  /** The item is gone: the list keeps the keyboard focus, which the row took with it. */
  onDeleted: () => void;
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

const StyledConfirm = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export function KnowledgeItemRow({ item, onDeleted }: KnowledgeItemRowProps) {
  const [remove, { isLoading: isDeleting }] = useDeleteKnowledgeMutation();
  // Deleting asks once more, in place: a document or a site's pages are not one click from gone.
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const trashRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) trashRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const [resync, { isLoading: isResyncing }] = useResyncKnowledgeMutation();
  const { toast } = useToast();
  const state = knowledgeState(item);
  const ref = { id: item.id, agentId: item.agentId };

  async function deleteItem() {
    try {
      await remove(ref).unwrap();
    } catch (error) {
      setConfirming(false);
      toast({ title: 'Could not delete item', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    onDeleted();
    toast({ title: 'Knowledge item deleted', description: `${item.title} is no longer part of this agent's knowledge.` });
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      // Escape takes back the delete, not the whole dialog around the list.
      event.stopPropagation();
      setConfirming(false);
    }
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
        {confirming ? (
          <StyledConfirm role="group" aria-label={`Delete ${item.title}?`} onKeyDown={cancelOnEscape}>
            <Button
              ref={confirmRef}
              variant="destructive"
              size="sm"
              aria-disabled={isDeleting}
              onClick={() => {
                if (!isDeleting) void deleteItem();
              }}
            >
              Delete
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </StyledConfirm>
        ) : (
          <Button ref={trashRef} variant="ghost" size="icon" aria-label={`Delete ${item.title}`} onClick={() => setConfirming(true)}>
            <IconTrash size={16} />
          </Button>
        )}
      </StyledActions>
    </StyledRow>
  );
}
