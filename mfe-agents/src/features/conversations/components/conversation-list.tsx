import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@app/api-client';
import { CONVERSATION_SEARCH_MAX_LENGTH, type Agent } from '@app/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, useDebouncedValue } from '@app/ui';
import { LoadErrorCard } from '../../../components/load-error-card';
import { SearchInput } from '../../../components/search-input';
import { EVERY_AGENT, useGetConversationsInfiniteQuery, type ConversationListArg } from '../api';
import { newestFirst, uniqueConversations } from '../conversation-display';
import { ConversationRows } from './conversation-rows';

/** Long enough to wait for a pause in typing, short enough to feel like the list answers it. */
const SEARCH_DELAY_MS = 300;

const StyledHeader = styled(CardHeader)`
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledFailure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[3]};
`;

export interface ConversationListProps {
  /** undefined: every agent's conversations. */
  agent: Agent | undefined;
  selectedId: string | null;
  onSelect: (id: string, from: ConversationListArg) => void;
}

/** The agent's (or every agent's) conversations, a page at a time; a search asks the server, so it covers pages not loaded yet. */
export function ConversationList({ agent, selectedId, onSelect }: ConversationListProps) {
  const [search, setSearch] = useState('');
  const list: ConversationListArg = { agentId: agent?.id ?? EVERY_AGENT, search: useDebouncedValue(search.trim(), SEARCH_DELAY_MS) };
  // Fetched again on every visit: what happened while the screen was closed came over no socket.
  const { currentData, isFetching, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetConversationsInfiniteQuery(list, {
    refetchOnMountOrArgChange: true,
  });
  const conversations = currentData && newestFirst(uniqueConversations(currentData.pages.flatMap((page) => page.conversations)));

  if (error && !list.search) {
    return <LoadErrorCard title="Could not load the conversations" error={error} onRetry={() => void refetch()} />;
  }
  return (
    <Card>
      <StyledHeader>
        <CardTitle>{agent?.name ?? 'All Agents'}</CardTitle>
        <SearchInput
          value={search}
          // The server refuses a longer search; the box stops there, as a maxLength would.
          onChange={(text) => setSearch(text.slice(0, CONVERSATION_SEARCH_MAX_LENGTH))}
          placeholder="Search by contact or channel..."
        />
      </StyledHeader>
      <CardContent>
        {error ? (
          // Beside the search box, so another search can be tried.
          <StyledFailure role="alert">
            Could not search the conversations: {errorMessage(error)}
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </StyledFailure>
        ) : (
          <ConversationRows
            conversations={conversations}
            searched={list.search !== ''}
            busy={isFetching}
            selectedId={selectedId}
            onSelect={(id) => onSelect(id, list)}
          />
        )}
        {hasNextPage && conversations && !error ? (
          <StyledMore>
            <Button size="sm" variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? 'Loading…' : 'Load older conversations'}
            </Button>
          </StyledMore>
        ) : null}
      </CardContent>
    </Card>
  );
}
