import styled from 'styled-components';
import { textToneOn } from '../colours';
import { formatMessageTime } from '../format-time';
import type { WidgetMessage } from '../hooks/use-widget-messages';

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  list-style: none;
`;

const StyledItem = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledBubble = styled.p<{ $tone: 'light' | 'dark' | undefined }>`
  max-width: 80%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.primaryForeground : theme.colors.foreground)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface MessageListProps {
  messages: WidgetMessage[];
  height: number;
  /** The visitor's own bubbles take the widget's primary colour. */
  primaryColor: string;
}

export function MessageList({ messages, height, primaryColor }: MessageListProps) {
  const primaryTone = textToneOn(primaryColor);
  return (
    <StyledList aria-label="Messages" style={{ height }} data-testid="message-history">
      {messages.map((message) => (
        <StyledItem key={message.id} $mine={message.role === 'user'}>
          {message.role === 'user' ? (
            <StyledBubble $tone={primaryTone} style={{ background: primaryColor }}>
              {message.content}
            </StyledBubble>
          ) : (
            <StyledBubble $tone={undefined}>{message.content}</StyledBubble>
          )}
          <StyledTime dateTime={message.timestamp.toISOString()}>{formatMessageTime(message.timestamp)}</StyledTime>
        </StyledItem>
      ))}
    </StyledList>
  );
}
