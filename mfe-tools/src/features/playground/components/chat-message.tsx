import styled from 'styled-components';
import type { PlaygroundMessage } from '../hooks/use-playground-chat';

export interface ChatMessageProps {
  message: PlaygroundMessage;
}

const StyledMessage = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledBubble = styled.p<{ $mine: boolean }>`
  max-width: 80%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.muted)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryForeground : theme.colors.foreground)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledSources = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 80%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledChip = styled.span`
  max-width: 220px;
  overflow: hidden;
  padding: 1px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledNotice = styled.p`
  max-width: 80%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function ChatMessage({ message }: ChatMessageProps) {
  const mine = message.role === 'user';
  return (
    <StyledMessage $mine={mine} role="group" aria-label={mine ? 'You said' : 'The agent replied'} data-testid="chat-message" data-role={message.role}>
      <StyledBubble $mine={mine}>{message.content}</StyledBubble>
      {message.sources.length > 0 ? (
        <StyledSources aria-label="Sources">
          <span>Sources:</span>
          {message.sources.map((source) => (
            <StyledChip key={source.id} title={source.title}>
              {source.title}
            </StyledChip>
          ))}
        </StyledSources>
      ) : null}
      {message.notice ? <StyledNotice role="note">{message.notice}</StyledNotice> : null}
    </StyledMessage>
  );
}
