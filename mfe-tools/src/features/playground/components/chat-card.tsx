import styled from 'styled-components';
import { Button, Card, CardTitle, IconMessage, Input } from '@app/ui';
import type { PlaygroundMessage } from '../hooks/use-playground-chat';

export const PLAYGROUND_CHAT_HEIGHT = 600;

const StyledChat = styled(Card)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledLog = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
`;

const StyledEmpty = styled.div`
  margin: auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const StyledBubble = styled.p<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.muted)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryForeground : theme.colors.foreground)};
  white-space: pre-wrap;
`;

const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ChatCardProps {
  agentName: string | undefined;
  messages: PlaygroundMessage[];
  draft: string;
  onDraftChange: (draft: string) => void;
  onClear: () => void;
}

export function ChatCard({ agentName, messages, draft, onDraftChange, onClear }: ChatCardProps) {
  return (
    <StyledChat style={{ height: PLAYGROUND_CHAT_HEIGHT }} data-testid="playground-chat">
      <StyledHeader>
        <CardTitle>{agentName ? `Chat with ${agentName}` : 'Chat'}</CardTitle>
        <Button variant="outline" size="sm" onClick={onClear} disabled={messages.length === 0}>
          Clear
        </Button>
      </StyledHeader>
      <StyledLog role="log" aria-label="Conversation">
        {messages.length === 0 ? (
          <StyledEmpty>
            <IconMessage size={24} />
            {agentName ? 'No messages yet.' : 'Choose an agent to test it here.'}
          </StyledEmpty>
        ) : (
          messages.map((message) => (
            <StyledBubble key={message.id} $mine={message.role === 'user'}>
              {message.content}
            </StyledBubble>
          ))
        )}
      </StyledLog>
      <StyledForm onSubmit={(event) => event.preventDefault()}>
        <Input aria-label="Message" placeholder="Type your message..." value={draft} onChange={(event) => onDraftChange(event.target.value)} />
        <Button type="submit" disabled>
          Send
        </Button>
      </StyledForm>
    </StyledChat>
  );
}
