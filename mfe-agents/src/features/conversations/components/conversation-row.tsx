import styled from 'styled-components';
import type { Conversation } from '@app/contracts';
import { Badge } from '@app/ui';
import { contactOf, relativeTime, STATUS_BADGES } from '../conversation-display';

const StyledRow = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.ring : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.accent : 'transparent')};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.accent}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.ring}; }
`;

const StyledTop = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

// Wraps rather than ends in an ellipsis: contacts often differ only at the end ("Website visitor 1a2b3c4d").
const StyledContact = styled.span`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface ConversationRowProps {
  conversation: Conversation;
  selected: boolean;
  now: number;
  onSelect: () => void;
}

export function ConversationRow({ conversation, selected, now, onSelect }: ConversationRowProps) {
  const status = STATUS_BADGES[conversation.status];
  return (
    <StyledRow
      type="button"
      $selected={selected}
      aria-pressed={selected}
      onClick={onSelect}
      data-testid="conversation-row"
      data-conversation-id={conversation.id}
    >
      <StyledTop>
        <StyledContact>{contactOf(conversation)}</StyledContact>
        <StyledTime dateTime={conversation.updatedAt}>{relativeTime(conversation.updatedAt, now)}</StyledTime>
      </StyledTop>
      <StyledBadges>
        <Badge variant="outline">{conversation.channel}</Badge>
        <Badge variant={status.variant}>{status.label}</Badge>
      </StyledBadges>
    </StyledRow>
  );
}
