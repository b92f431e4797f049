import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Button, Card, CardTitle, IconMessage } from '@app/ui';
import { usePlaygroundChat } from '../hooks/use-playground-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessage } from './chat-message';
import { TypingIndicator } from './typing-indicator';

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
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space[4]};
  }
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

export interface ChatCardProps {
  /** The agent being tested; render one card per agent (key it by id) so switching starts a new chat. */
  agent: Agent | undefined;
}

export function ChatCard({ agent }: ChatCardProps) {
  const chat = usePlaygroundChat(agent?.id);
  const log = useRef<HTMLDivElement>(null);
  const { messages, waiting } = chat;
  const empty = messages.length === 0 && !waiting;

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, waiting]);

  return (
    <StyledChat style={{ height: PLAYGROUND_CHAT_HEIGHT }} data-testid="playground-chat">
      <StyledHeader>
        <CardTitle>{agent ? `Chat with ${agent.name}` : 'Chat'}</CardTitle>
        {/* Nothing to clear: it says so but stays focusable, so pressing it does not drop the keyboard focus. */}
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            if (!empty) chat.clear();
          }}
          aria-disabled={empty || undefined}
        >
          Clear
        </Button>
      </StyledHeader>
      <StyledLog ref={log} role="log" aria-label="Conversation">
        {empty ? (
          <StyledEmpty>
            <IconMessage size={24} />
            {agent ? `Say hello to ${agent.name} to start testing.` : 'Choose an agent to test it here.'}
          </StyledEmpty>
        ) : (
          messages.map((message) => <ChatMessage key={message.id} message={message} />)
        )}
        {waiting ? <TypingIndicator /> : null}
      </StyledLog>
      <ChatComposer chat={chat} placeholder={agent ? 'Type your message...' : 'Choose an agent first'} disabled={!agent} />
    </StyledChat>
  );
}
