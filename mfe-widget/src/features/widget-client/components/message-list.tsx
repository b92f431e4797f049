import { useEffect, useRef } from 'react';
import type { MessageRole } from '@app/contracts';
import { formatMessageTime } from '../format-time';
import type { WidgetMessage } from '../live-chat/chat-messages';

export interface MessageListProps {
  messages: WidgetMessage[];
  typing: boolean;
  height: number;
}

// The visitor reads their own bubbles without a name; a person from the team is named as one.
const SENDER: Partial<Record<MessageRole, string>> = { human: 'Team member' };
/** What a screen reader says before a bubble that shows no name. */
const SPOKEN_SENDER: Record<MessageRole, string> = { user: 'You', assistant: 'Assistant', human: '' };

function meta(message: WidgetMessage): string {
  if (message.failed) return 'Not sent';
  if (message.pending) return 'Sending…';
  return formatMessageTime(message.timestamp);
}

export function MessageList({ messages, typing, height }: MessageListProps) {
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);
  // Keep the newest message in view as messages, reply parts and the typing dots arrive.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, last?.content, typing]);
  return (
    // Replies and team messages are read out as they arrive.
    <ol ref={list} className="cw-history" aria-label="Messages" aria-live="polite" aria-relevant="additions" style={{ height }} data-testid="message-history">
      {messages.map((message) => (
        <li
          key={message.id}
          className="cw-item"
          data-role={message.role}
          data-pending={message.pending ? 'true' : undefined}
          aria-busy={message.streaming ? true : undefined}
        >
          {SENDER[message.role] ? <span className="cw-sender">{SENDER[message.role]}</span> : null}
          {SPOKEN_SENDER[message.role] ? <span className="cw-sr">{SPOKEN_SENDER[message.role]}:</span> : null}
          <p className="cw-bubble" dir="auto">
            {message.content}
          </p>
          <time className="cw-meta" dateTime={message.timestamp.toISOString()} data-failed={message.failed ? 'true' : undefined}>
            {meta(message)}
          </time>
        </li>
      ))}
      {typing ? (
        <li className="cw-item" data-role="assistant" aria-label="Typing">
          <span className="cw-typing" data-testid="typing-indicator">
            <span />
            <span />
            <span />
          </span>
        </li>
      ) : null}
    </ol>
  );
}
