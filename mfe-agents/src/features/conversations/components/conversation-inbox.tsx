import { useState } from 'react';
import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, IconMessage, Skeleton } from '@app/ui';
import { LoadErrorCard } from '../../../components/load-error-card';
import { SearchInput } from '../../../components/search-input';
import { useGetConversationsInfiniteQuery } from '../api';
import { filterConversations, uniqueConversations } from '../conversation-display';
import { useNow } from '../hooks/use-now';
import { ConversationRow } from './conversation-row';
import { ConversationView } from './conversation-view';

const StyledInbox = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledHeader = styled(CardHeader)`
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 560px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[3]};
`;

export interface ConversationInboxProps {
  agent: Agent;
}

/** The selected agent's conversations beside the one being read. */
export function ConversationInbox({ agent }: ConversationInboxProps) {
  // Fetched again on every visit: what happened while the screen was closed came over no socket.
  const { data, isLoading, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetConversationsInfiniteQuery(agent.id, {
    refetchOnMountOrArgChange: true,
  });
  const conversations = uniqueConversations(data?.pages.flatMap((page) => page.conversations) ?? []);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const now = useNow(30_000);
  const shown = filterConversations(conversations, search);
  const selected = conversations.find((conversation) => conversation.id === selectedId);

  if (error) {
    return <LoadErrorCard title="Could not load the conversations" error={error} onRetry={() => void refetch()} />;
  }
  return (
    <StyledInbox>
      <Card>
        <StyledHeader>
          <CardTitle>{agent.name}</CardTitle>
          <SearchInput value={search} onChange={setSearch} placeholder="Search by contact or channel..." />
        </StyledHeader>
        <CardContent>
          {isLoading ? (
            <Skeleton height={64} />
          ) : conversations.length === 0 ? (
            <EmptyState
              icon={<IconMessage size={22} />}
              title="No conversations yet"
              description="Conversations appear here as soon as visitors start chatting with this agent."
            />
          ) : shown.length === 0 ? (
            <EmptyState title="No matching conversations" description="Try another contact or channel." />
          ) : (
            <StyledList aria-label="Conversations">
              {shown.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationRow
                    conversation={conversation}
                    selected={conversation.id === selectedId}
                    now={now}
                    onSelect={() => setSelectedId(conversation.id)}
                  />
                </li>
              ))}
            </StyledList>
          )}
          {hasNextPage && !isLoading ? (
            <StyledMore>
              <Button size="sm" variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? 'Loading…' : 'Load older conversations'}
              </Button>
            </StyledMore>
          ) : null}
        </CardContent>
      </Card>
      {selected ? (
        <ConversationView key={selected.id} conversation={selected} />
      ) : (
        <Card>
          <CardContent>
            <EmptyState icon={<IconMessage size={22} />} title="Select a conversation" description="Follow it live and join in when a person is needed." />
          </CardContent>
        </Card>
      )}
    </StyledInbox>
  );
}
