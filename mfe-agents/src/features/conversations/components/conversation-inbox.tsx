import { useState } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, IconMessage } from '@app/ui';
import { SearchInput } from '../../../components/search-input';

export interface ConversationInboxProps {
  agentName: string;
}

const StyledHeader = styled(CardHeader)`
  gap: ${({ theme }) => theme.space[4]};
`;

/** The selected agent's conversations; the list itself arrives with the conversations API. */
export function ConversationInbox({ agentName }: ConversationInboxProps) {
  const [search, setSearch] = useState('');
  return (
    <Card>
      <StyledHeader>
        <CardTitle>{agentName}</CardTitle>
        <SearchInput value={search} onChange={setSearch} placeholder="Search by contact or channel..." />
      </StyledHeader>
      <CardContent>
        <EmptyState
          icon={<IconMessage size={22} />}
          title="No conversations yet"
          description="Conversations appear here as soon as visitors start chatting with this agent."
        />
      </CardContent>
    </Card>
  );
}
