import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@app/api-client';
import { CHAT_MESSAGE_MAX_LENGTH, MESSAGE_LIMIT_MAX, MESSAGE_PAGE_SIZE, type Conversation } from '@app/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Skeleton, useToast } from '@app/ui';
import { newestMessages, useChangeConversationStatusMutation, useGetConversationMessagesQuery, useSendConversationMessageMutation } from '../api';
import { contactOf, shortId, STATUS_BADGES } from '../conversation-display';
import { ConversationMessages } from './conversation-messages';

const StyledHeader = styled(CardHeader)`
  display: flex;
  flex-flow: row wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 520px;
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ConversationViewProps {
  conversation: Conversation;
}

const NOTES: Record<Conversation['status'], string> = {
  open: 'The AI is answering. Take over to answer yourself.',
  needs_human: 'The AI could not help here. Take over to answer yourself.',
  human: 'You are answering; the AI is paused until you hand back.',
  resolved: 'Resolved. A new message from the visitor opens it again.',
};

/** One conversation, live: its messages as they arrive, a reply form, and who is answering. */
export function ConversationView({ conversation }: ConversationViewProps) {
  const [limit, setLimit] = useState(MESSAGE_PAGE_SIZE);
  // Fetched again on every visit: messages written while the screen was closed came over no socket.
  const { data: messages = [], isLoading, isFetching, error } = useGetConversationMessagesQuery(newestMessages(conversation.id, limit), {
    refetchOnMountOrArgChange: true,
  });
  // Just asked for a page more: the messages shown are still the previous limit's.
  const loadingEarlier = isFetching && limit > MESSAGE_PAGE_SIZE && messages.length === limit - MESSAGE_PAGE_SIZE;
  const hasEarlier = (messages.length >= limit && limit < MESSAGE_LIMIT_MAX) || loadingEarlier;
  const [changeStatus, { isLoading: changing }] = useChangeConversationStatusMutation();
  const [sendMessage, { isLoading: sending }] = useSendConversationMessageMutation();
  const [text, setText] = useState('');
  // A pressed button that disables itself would drop the keyboard focus onto the page: the reply
  // box takes it instead, where the manager goes on.
  const replyBox = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const status = STATUS_BADGES[conversation.status];

  async function change(action: 'takeover' | 'handback' | 'resolve') {
    try {
      await changeStatus({ conversation, action }).unwrap();
      replyBox.current?.focus();
    } catch (failure) {
      toast({ title: 'Update Failed', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      return;
    }
    replyBox.current?.focus();
    try {
      await sendMessage({ conversation, body: { message } }).unwrap();
      setText('');
    } catch (failure) {
      toast({ title: 'Message not sent', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <StyledHeader>
        <div>
          <StyledTitleRow>
            <CardTitle title={conversation.id}>Conversation #{shortId(conversation.id)}</CardTitle>
            <Badge variant={status.variant}>{status.label}</Badge>
          </StyledTitleRow>
          <CardDescription>
            Real-time chat · {contactOf(conversation)} · {conversation.channel}
          </CardDescription>
        </div>
        <StyledActions>
          <Button size="sm" variant="outline" disabled={changing || conversation.status === 'human'} onClick={() => void change('takeover')}>
            Take over
          </Button>
          <Button size="sm" variant="outline" disabled={changing || conversation.status !== 'human'} onClick={() => void change('handback')}>
            Hand back to AI
          </Button>
          <Button size="sm" variant="ghost" disabled={changing || conversation.status === 'resolved'} onClick={() => void change('resolve')}>
            Resolve
          </Button>
        </StyledActions>
      </StyledHeader>
      <StyledBody>
        {isLoading ? (
          <Skeleton height="100%" />
        ) : error ? (
          <StyledNote role="alert">Could not load the messages: {errorMessage(error)}</StyledNote>
        ) : (
          <ConversationMessages
            messages={messages}
            onShowEarlier={hasEarlier ? () => setLimit(Math.min(limit + MESSAGE_PAGE_SIZE, MESSAGE_LIMIT_MAX)) : undefined}
            loadingEarlier={loadingEarlier}
          />
        )}
        <StyledNote>{NOTES[conversation.status]}</StyledNote>
        <StyledForm onSubmit={(event) => void send(event)}>
          <Input
            ref={replyBox}
            aria-label="Reply"
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder="Write a reply as the team..."
            value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" disabled={sending || !text.trim()}>
            Send
          </Button>
        </StyledForm>
      </StyledBody>
    </Card>
  );
}
