import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@app/contracts';
import {
  TROUBLE_CONNECTING,
  appendChunk,
  backdateWelcome,
  confirmSent,
  dropUnfinished,
  localId,
  markFailed,
  markPendingFailed,
  mergeServerMessages,
  newestServerMessageId,
  welcomeMessage,
  type WidgetMessage,
} from '../live-chat/chat-messages';
import { embeddingSite } from '../live-chat/embedding-site';
import { newClientMessageId } from '../live-chat/message-ids';
import type { OpenVisitorConnection, VisitorConnection } from '../live-chat/visitor-connection';
import { VisitorStorage, type OutboxEntry } from '../live-chat/visitor-storage';

export type ConnectionStatus = 'connecting' | 'online' | 'offline';

/** How long a notice (rate limit, refused message) stays under the messages. */
export const NOTICE_MS = 6000;
/**
 * After the server confirms a message, how long the widget's own typing dots wait for the
 * server's. While a team member has taken over the confirmation says no reply is coming, and
 * the dots go at once.
 */
export const TYPING_GRACE_MS = 2500;
/** After a message went unconfirmed on a connection that stays up, how long until it is sent again. */
export const RESEND_MS = 5000;
export const MESSAGE_TOO_LONG = `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`;

export interface LiveChat {
  messages: WidgetMessage[];
  status: ConnectionStatus;
  /** While offline: whether the connection is trying again by itself. */
  willRetry: boolean;
  typing: boolean;
  notice: string | null;
  /** Sends the visitor's text; false when there was nothing to send or no connection to send it on. */
  send: (text: string) => boolean;
}

export interface UseLiveChatOptions {
  agentId: string;
  welcome: string;
  openConnection: OpenVisitorConnection;
}

/** The open connection and what send() needs from it. */
interface ChatSession {
  connection: VisitorConnection;
  storage: VisitorStorage;
  deliver: (entry: OutboxEntry) => void;
  /** Shows the typing dots for a new message until its reply. */
  awaitReply: () => void;
}

function pendingBubble(entry: OutboxEntry): WidgetMessage {
  return {
    id: localId(entry.clientMessageId),
    role: 'user',
    content: entry.content,
    timestamp: new Date(entry.createdAt),
    clientMessageId: entry.clientMessageId,
    pending: true,
  };
}

let troubleCount = 0;

function troubleMessage(): WidgetMessage {
  troubleCount += 1;
  return { id: `trouble:${troubleCount}`, role: 'assistant', content: TROUBLE_CONNECTING, timestamp: new Date(), local: true };
}

/**
 * The visitor's side of the conversation. Every message goes to an outbox kept in the browser
 * until the server confirms it, and the outbox is sent again on each (re)connection, so nothing
 * the visitor wrote is lost to a dropped connection or a reload. On each connection the widget
 * asks for what it missed (`sync`) and merges it by id.
 */
export function useLiveChat({ agentId, welcome, openConnection }: UseLiveChatOptions): LiveChat {
  const [messages, setMessages] = useState<WidgetMessage[]>(() => welcomeMessage(welcome));
  const [status, setStatus] = useState<ConnectionStatus>(agentId ? 'connecting' : 'offline');
  const [willRetry, setWillRetry] = useState(Boolean(agentId));
  const [typing, setTyping] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const messagesRef = useRef(messages);
  const session = useRef<ChatSession | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const serverTyping = useRef(false);

  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);

  /** A passing notice goes by itself; one that says why the chat cannot work stays. */
  const showNotice = useCallback((text: string, lasting = false) => {
    clearTimeout(noticeTimer.current);
    setNotice(text);
    if (!lasting) {
      noticeTimer.current = setTimeout(() => setNotice(null), NOTICE_MS);
    }
  }, []);

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  useEffect(() => {
    if (!agentId) {
      return;
    }
    const storage = new VisitorStorage(agentId);
    const unsent = storage.outbox();
    setMessages((current) => backdateWelcome([...current.filter((message) => !message.pending), ...unsent.map(pendingBubble)]));

    const embeddedIn = embeddingSite();
    const connection = openConnection({ role: 'visitor', agentId, visitorToken: storage.visitorToken(), ...(embeddedIn ? { embeddedIn } : {}) });
    // One attempt at a time per message; an unconfirmed one is sent again until the server confirms it.
    const inFlight = new Map<string, symbol>();
    const resends = new Set<ReturnType<typeof setTimeout>>();
    const troubleShown = new Set<string>();
    let closed = false;
    /** The server refused this chat for good (the agent is off, or this website is not allowed). */
    let refused = false;
    let typingGrace: ReturnType<typeof setTimeout> | undefined;

    const resendLater = (id: string) => {
      const timer = setTimeout(() => {
        resends.delete(timer);
        const entry = storage.unsent(id);
        if (!closed && entry && connection.isConnected()) deliver(entry);
      }, RESEND_MS);
      resends.add(timer);
    };

    const deliver = (entry: OutboxEntry) => {
      const id = entry.clientMessageId;
      if (inFlight.has(id)) {
        return;
      }
      if (entry.content.length > CHAT_MESSAGE_MAX_LENGTH) {
        // Kept by an older widget: the server would refuse it every time.
        storage.removeFromOutbox([id]);
        setMessages((current) => markFailed(current, id));
        return;
      }
      const attempt = Symbol(id);
      inFlight.set(id, attempt);
      connection.chat({ agentId, message: entry.content, clientMessageId: id }).then(
        (ack) => {
          if (closed) return;
          storage.removeFromOutbox([id]);
          if (ack.ok) {
            setMessages((current) => confirmSent(current, entry, ack.messageId));
            clearTimeout(typingGrace);
            if (ack.replying === false) {
              // A team member has taken over: nobody is about to answer automatically.
              setTyping(false);
            } else {
              typingGrace = setTimeout(() => {
                if (!serverTyping.current) setTyping(false);
              }, TYPING_GRACE_MS);
            }
          } else {
            setMessages((current) => markFailed(current, id));
            setTyping(false);
            // After a refusal for good, its lasting notice stays rather than this passing one.
            if (!refused) showNotice(ack.error);
          }
        },
        () => {
          // No confirmation in time: the message stays in the outbox and goes again, on this
          // connection after a pause or on the next one (the server keeps it once either way).
          if (closed || inFlight.get(id) !== attempt) return;
          inFlight.delete(id);
          // Another tab sharing the outbox delivered it meanwhile: nothing went wrong.
          if (!storage.unsent(id)) return;
          setTyping(false);
          if (!troubleShown.has(id)) {
            troubleShown.add(id);
            setMessages((current) => [...current, troubleMessage()]);
          }
          resendLater(id);
        },
      );
    };

    connection.on('connect', () => {
      if (closed) return;
      setStatus('online');
      setWillRetry(true);
      // The sync also ends when the connection does (the chat refused on connecting): nothing to send on then.
      const flush = () => {
        if (!closed && connection.isConnected()) storage.outbox().forEach(deliver);
      };
      connection.sync({ agentId, afterMessageId: newestServerMessageId(messagesRef.current) }).then((ack) => {
        if (closed) return;
        if (ack.ok) {
          setMessages((current) => backdateWelcome(mergeServerMessages(current, ack.messages, 'history')));
          storage.removeFromOutbox(ack.messages.flatMap((message) => (message.clientMessageId ? [message.clientMessageId] : [])));
        }
        flush();
      }, flush);
    });
    connection.on('disconnect', (retrying) => {
      if (closed) return;
      inFlight.clear();
      setMessages(dropUnfinished);
      // Closed for good (the chat refused): no later connection on this page sends what waits.
      if (!retrying) setMessages(markPendingFailed);
      setStatus('offline');
      setWillRetry(retrying);
      serverTyping.current = false;
      setTyping(false);
    });
    connection.on('reconnecting', () => {
      if (!closed) setStatus('connecting');
    });
    connection.on('response', ({ message }) => {
      if (closed) return;
      setMessages((current) => mergeServerMessages(current, [message]));
      setTyping(false);
    });
    connection.on('typing', (payload) => {
      if (closed) return;
      serverTyping.current = payload.typing;
      setTyping(payload.typing);
      if (!payload.typing) setMessages(dropUnfinished);
    });
    connection.on('chunk', (part) => {
      if (closed) return;
      setMessages((current) => appendChunk(current, part));
      // The reply's first part starts its bubble, which takes the typing indicator's place.
      if (part.offset === 0) setTyping(false);
    });
    connection.on('chat_error', (error) => {
      if (closed) return;
      setTyping(false);
      const forGood = error.code === 'agent_unavailable' || error.code === 'origin_not_allowed';
      showNotice(error.message, forGood);
      if (forGood && !refused) {
        // Also mid-chat (the agent was switched off, the website taken off its list): the widget
        // goes offline as when the server refuses it on connecting, instead of failing each message.
        refused = true;
        connection.close();
        setStatus('offline');
        setWillRetry(false);
      }
    });

    const awaitReply = () => {
      // The previous message's grace period must not take away the dots shown for this one.
      clearTimeout(typingGrace);
      setTyping(true);
    };

    session.current = { connection, storage, deliver, awaitReply };
    return () => {
      closed = true;
      clearTimeout(typingGrace);
      resends.forEach(clearTimeout);
      session.current = null;
      connection.close();
    };
  }, [agentId, openConnection, showNotice]);

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      const current = session.current;
      if (!content || status !== 'online' || !current) {
        return false;
      }
      if (content.length > CHAT_MESSAGE_MAX_LENGTH) {
        showNotice(MESSAGE_TOO_LONG);
        return false;
      }
      const entry: OutboxEntry = { clientMessageId: newClientMessageId(), content, createdAt: new Date().toISOString() };
      current.storage.addToOutbox(entry);
      setMessages((list) => [...list, pendingBubble(entry)]);
      if (!current.connection.isConnected()) {
        setTyping(false);
        setMessages((list) => [...list, troubleMessage()]);
        return true;
      }
      current.awaitReply();
      current.deliver(entry);
      return true;
    },
    [status, showNotice],
  );

  return { messages, status, willRetry, typing, notice, send };
}
