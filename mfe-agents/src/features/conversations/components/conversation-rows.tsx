import styled from 'styled-components';
import type { Conversation } from '@app/contracts';
import { EmptyState, IconMessage, Skeleton } from '@app/ui';
import { useNow } from '../hooks/use-now';
import { ConversationRow } from './conversation-row';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 560px;
  margin: 0;
  /* Room for a focused row's ring, which the scrolling box would otherwise cut. */
  padding: ${({ theme }) => theme.space[1]};
  overflow-y: auto;
  list-style: none;
`;

export interface ConversationRowsProps {
  /** undefined until the list (or the search) has answered. */
  conversations: Conversation[] | undefined;
  /** The rows answer a search, so none means none matched. */
  searched: boolean;
  busy: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The rows, or what stands in for them: loading, searching, nothing yet, nothing matching. */
export function ConversationRows({ conversations, searched, busy, selectedId, onSelect }: ConversationRowsProps) {
  const now = useNow(30_000);
  if (!conversations) {
    return (
      <div role="status" aria-label={searched ? 'Searching conversations' : 'Loading conversations'}>
        <Skeleton height={64} />
      </div>
    );
  }
  if (conversations.length === 0) {
    return searched ? (
      <EmptyState title="No matching conversations" description="Try another contact or channel." />
    ) : (
      <EmptyState
        icon={<IconMessage size={22} />}
        title="No conversations yet"
        description="Conversations appear here as soon as visitors start chatting with this agent."
      />
    );
  }
  return (
    <StyledList aria-label="Conversations" aria-busy={busy}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow
            conversation={conversation}
            selected={conversation.id === selectedId}
            now={now}
            onSelect={() => onSelect(conversation.id)}
          />
        </li>
      ))}
    </StyledList>
  );
}
