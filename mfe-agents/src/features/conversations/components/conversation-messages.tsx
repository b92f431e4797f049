import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ConversationMessage } from '@app/contracts';
import { Button } from '@app/ui';
import { messageTime, SENDER_LABELS } from '../conversation-display';

const StyledList = styled.ol`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledItem = styled.li<{ $visitor: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $visitor }) => ($visitor ? 'flex-start' : 'flex-end')};
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledSender = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledBubble = styled.p<{ $role: ConversationMessage['role'] }>`
  max-width: 80%;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme, $role }) => ($role === 'human' ? theme.colors.primary : theme.colors.card)};
  color: ${({ theme, $role }) => ($role === 'human' ? theme.colors.primaryForeground : theme.colors.foreground)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledEarlier = styled.li`
  display: flex;
  justify-content: center;
`;

export interface ConversationMessagesProps {
  messages: ConversationMessage[];
  /** Present when older messages than those shown exist. */
  onShowEarlier?: () => void;
  loadingEarlier?: boolean;
}

export function ConversationMessages({ messages, onShowEarlier, loadingEarlier = false }: ConversationMessagesProps) {
  const list = useRef<HTMLOListElement>(null);
  const fromBottom = useRef(0);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;
  // A new message scrolls to it; earlier ones arriving above keep in place what the manager reads.
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newestId]);
  useLayoutEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight - fromBottom.current;
    // Used once: a later change of the whole window (fetched again) goes to the newest message.
    fromBottom.current = 0;
  }, [oldestId]);
  const showEarlier = () => {
    if (list.current) fromBottom.current = list.current.scrollHeight - list.current.scrollTop;
    onShowEarlier?.();
  };
  return (
    // New messages are read out as they come, not the whole list again.
    <StyledList ref={list} aria-label="Messages" aria-live="polite" aria-relevant="additions">
      {onShowEarlier ? (
        <StyledEarlier>
          <Button size="sm" variant="ghost" disabled={loadingEarlier} onClick={showEarlier}>
            {loadingEarlier ? 'Loading…' : 'Show earlier messages'}
          </Button>
        </StyledEarlier>
      ) : null}
      {messages.map((message) => (
        <StyledItem key={message.id} $visitor={message.role === 'user'}>
          <StyledSender>{SENDER_LABELS[message.role]}</StyledSender>
          <StyledBubble $role={message.role}>{message.content}</StyledBubble>
          <StyledTime dateTime={message.createdAt}>{messageTime(message.createdAt)}</StyledTime>
        </StyledItem>
      ))}
    </StyledList>
  );
}
