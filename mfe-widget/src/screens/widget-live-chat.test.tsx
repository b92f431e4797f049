import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ConversationMessage } from '@app/contracts';
import { RESEND_MS, TYPING_GRACE_MS } from '../features/widget-client/hooks/use-live-chat';
import { TROUBLE_CONNECTING } from '../features/widget-client/live-chat/chat-messages';
import { renderWidget, type RenderWidgetOptions } from '../test/render-widget';

let sequence = 0;
function serverMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  sequence += 1;
  return {
    id: `m-${sequence}`,
    conversationId: 'c-1',
    role: 'assistant',
    content: `Reply ${sequence}`,
    clientMessageId: null,
    createdAt: new Date(Date.UTC(2025, 0, 1, 10, sequence)).toISOString(),
    ...overrides,
  };
}

function bubbles() {
  return within(screen.getByTestId('message-history'))
    .queryAllByRole('listitem')
    .filter((item) => !item.getAttribute('aria-label'))
    .map((item) => item.querySelector('p')!.textContent);
}

const outbox = (agentId = 'agent-7') => JSON.parse(localStorage.getItem(`chat-widget:${agentId}:outbox`) ?? '[]') as { clientMessageId: string; content: string }[];

async function onlineWidget(options?: RenderWidgetOptions) {
  const rendered = renderWidget(options);
  const connection = rendered.connections.latest();
  await connection.connect();
  await connection.syncs.at(-1)!.answer({ ok: true, conversationId: null, messages: [] });
  return { ...rendered, connection };
}

describe('widget live chat', () => {
  afterEach(() => localStorage.clear());

  it('goes online when the socket connects and asks for the whole conversation', async () => {
    const { connections } = renderWidget();
    const connection = connections.latest();
    await connection.connect();
    expect(screen.getByRole('status').textContent).toBe('Online');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Connecting to chat service...')).toBeNull();
    expect(connection.syncs.map((sync) => sync.payload)).toEqual([{ agentId: 'agent-7', afterMessageId: undefined }]);
  });

  it('sends on Enter, shows typing until the response and ignores blank input', async () => {
    const { user, connection } = await onlineWidget();
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, '   {Enter}');
    expect(connection.chats).toHaveLength(0);

    await user.type(input, 'Is parking included?{Enter}');
    expect(connection.chats.map((chat) => chat.payload)).toEqual([
      { agentId: 'agent-7', message: 'Is parking included?', clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(input).toHaveProperty('value', '');
    expect(bubbles()).toEqual(['Hi! How can I help you with your property search today?', 'Is parking included?']);
    expect(screen.getByTestId('typing-indicator')).toBeTruthy();

    const { clientMessageId } = connection.chats[0]!.payload;
    await connection.chats[0]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-user' });
    expect(outbox()).toEqual([]);
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ id: 'm-reply', content: 'Yes, one space per flat.' }) });
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(bubbles()).toEqual(['Hi! How can I help you with your property search today?', 'Is parking included?', 'Yes, one space per flat.']);
    expect(clientMessageId).not.toBe('');
  });

  it('tells a screen reader who wrote each bubble and reads new ones out, and lets text find its own direction', async () => {
    const { user } = await onlineWidget();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'שלום, אפשר לבקר?{Enter}');

    const history = screen.getByRole('list', { name: 'Messages' });
    expect(history.getAttribute('aria-live')).toBe('polite');
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.cw-sr')?.textContent)).toEqual(['Assistant:', 'You:']);
    expect(items.map((item) => item.querySelector('.cw-bubble')?.getAttribute('dir'))).toEqual(['auto', 'auto']);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('dir')).toBe('auto');
  });

  it('keeps the typing dots only while someone is answering', async () => {
    jest.useFakeTimers();
    try {
      const rendered = await onlineWidget({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const { connection } = rendered;
      const input = screen.getByRole('textbox', { name: 'Message' });

      // The AI answers: the server's typing keeps the dots up past the grace period.
      await rendered.user.type(input, 'First{Enter}');
      await connection.serverSends('typing', { conversationId: 'c-1', typing: true });
      await connection.chats[0]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-1' });
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.getByTestId('typing-indicator')).toBeTruthy();
      await connection.serverSends('typing', { conversationId: 'c-1', typing: false });
      expect(screen.queryByTestId('typing-indicator')).toBeNull();

      // No typing came (an instant reply, or a slow server): the dots go after the grace period.
      await rendered.user.type(input, 'Second{Enter}');
      expect(screen.getByTestId('typing-indicator')).toBeTruthy();
      await connection.chats[1]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-2' });
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.getByTestId('typing-indicator')).toBeTruthy();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByTestId('typing-indicator')).toBeNull();

      // A team member has taken over: the confirmation says no reply is coming, and the dots go.
      await rendered.user.type(input, 'Third{Enter}');
      expect(screen.getByTestId('typing-indicator')).toBeTruthy();
      await connection.chats[2]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-3', replying: false });
      expect(screen.queryByTestId('typing-indicator')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the typing dots for a message sent soon after an answer until its own reply', async () => {
    jest.useFakeTimers();
    try {
      const rendered = await onlineWidget({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const { connection } = rendered;
      const input = screen.getByRole('textbox', { name: 'Message' });
      await rendered.user.type(input, 'Is it furnished?{Enter}');
      await connection.chats[0]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-furnished' });
      await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ content: 'Yes, fully.' }) });
      expect(screen.queryByTestId('typing-indicator')).toBeNull();

      // Within the first message's grace period: its end must not take the second message's dots.
      act(() => jest.advanceTimersByTime(TYPING_GRACE_MS / 2));
      await rendered.user.type(input, 'And the rent?{Enter}');
      act(() => jest.advanceTimersByTime(TYPING_GRACE_MS));
      expect(screen.getByTestId('typing-indicator')).toBeTruthy();

      await connection.chats[1]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-rent' });
      await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ content: '$1,200 a month.' }) });
      expect(screen.queryByTestId('typing-indicator')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps an unconfirmed message in the outbox and sends it again after reconnecting', async () => {
    const { user, connection } = await onlineWidget();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you allow pets?{Enter}');
    const first = connection.chats[0]!.payload;
    expect(outbox()).toEqual([expect.objectContaining({ clientMessageId: first.clientMessageId, content: 'Do you allow pets?' })]);

    await connection.drop();
    expect(screen.getByRole('status').textContent).toBe('Connecting');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Sending…')).toBeTruthy();

    await connection.reconnecting();
    await connection.connect();
    await connection.syncs.at(-1)!.answer({ ok: true, conversationId: 'c-1', messages: [] });
    expect(connection.chats).toHaveLength(2);
    expect(connection.chats[1]!.payload).toEqual(first);

    await connection.chats[1]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-pets' });
    expect(outbox()).toEqual([]);
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(bubbles().filter((text) => text === 'Do you allow pets?')).toHaveLength(1);
  });

  it('shows a message another tab wrote when this tab is the one that sends it after a reconnection', async () => {
    const { connection } = await onlineWidget();
    // The other tab's message waits in the outbox both tabs share; this tab never had a bubble for it.
    localStorage.setItem('chat-widget:agent-7:outbox', JSON.stringify([{ clientMessageId: 'cm-other-tab', content: 'From the other tab', createdAt: '2025-01-01T10:30:00.000Z' }]));
    await connection.drop();
    await connection.reconnecting();
    await connection.connect();
    await connection.syncs.at(-1)!.answer({ ok: true, conversationId: 'c-1', messages: [] });
    expect(connection.chats.map((chat) => chat.payload.clientMessageId)).toEqual(['cm-other-tab']);

    await connection.chats[0]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-other-tab' });

    expect(bubbles()).toEqual(['Hi! How can I help you with your property search today?', 'From the other tab']);
    expect(outbox()).toEqual([]);
  });

  it('shows no connection trouble for a message another tab delivered and got answered meanwhile', async () => {
    const { user, connection } = await onlineWidget();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is it furnished?{Enter}');
    const { clientMessageId } = connection.chats[0]!.payload;

    // The other tab sent it from the outbox both share: the server confirmed it there and answered.
    localStorage.removeItem('chat-widget:agent-7:outbox');
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ role: 'user', content: 'Is it furnished?', clientMessageId }) });
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ content: 'Yes, fully.' }) });
    await connection.chats[0]!.timeOut();

    expect(bubbles().slice(-2)).toEqual(['Is it furnished?', 'Yes, fully.']);
    expect(screen.queryByText(TROUBLE_CONNECTING)).toBeNull();
  });

  it('dates the welcome no later than the restored conversation below it, so times never run backwards', async () => {
    localStorage.setItem('chat-widget:agent-7:outbox', JSON.stringify([{ clientMessageId: 'cm-late', content: 'Still there?', createdAt: '2025-01-01T12:30:00.000Z' }]));
    const { connections } = renderWidget();
    const times = () => within(screen.getByTestId('message-history')).getAllByRole('listitem').map((item) => item.querySelector('time')!.getAttribute('dateTime'));
    expect(times()).toEqual(['2025-01-01T12:30:00.000Z', '2025-01-01T12:30:00.000Z']);

    const connection = connections.latest();
    await connection.connect();
    const history = [serverMessage({ role: 'user', content: 'Hello', clientMessageId: 'cm-1' }), serverMessage({ content: 'Hi, how can I help?' })];
    await connection.syncs[0]!.answer({ ok: true, conversationId: 'c-1', messages: history });
    expect(times()).toEqual([history[0]!.createdAt, history[0]!.createdAt, history[1]!.createdAt, '2025-01-01T12:30:00.000Z']);
  });

  it('restores the conversation after a reload and sends what was left unsent, once', async () => {
    localStorage.setItem('chat-widget:agent-7:visitor', 'a'.repeat(32));
    localStorage.setItem('chat-widget:agent-7:outbox', JSON.stringify([{ clientMessageId: 'cm-late', content: 'Still there?', createdAt: '2025-01-01T10:30:00.000Z' }]));
    const { connections } = renderWidget();
    const connection = connections.latest();
    expect(connection.handshake.visitorToken).toBe('a'.repeat(32));
    expect(bubbles()).toContain('Still there?');

    await connection.connect();
    const history = [
      serverMessage({ id: 'h1', role: 'user', content: 'Hello', clientMessageId: 'cm-1' }),
      serverMessage({ id: 'h2', content: 'Hi, how can I help?' }),
    ];
    await connection.syncs[0]!.answer({ ok: true, conversationId: 'c-1', messages: history });
    expect(bubbles()).toEqual(['Hi! How can I help you with your property search today?', 'Hello', 'Hi, how can I help?', 'Still there?']);
    expect(connection.chats.map((chat) => chat.payload.clientMessageId)).toEqual(['cm-late']);
  });

  it('merges missed messages on reconnect without duplicates, asking only for what came after the newest shown', async () => {
    const { user, connection } = await onlineWidget();
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ id: 'm-a', content: 'First answer' }) });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'And the deposit?{Enter}');
    const { clientMessageId } = connection.chats[0]!.payload;
    await connection.drop();
    await connection.connect();

    expect(connection.syncs.at(-1)!.payload).toEqual({ agentId: 'agent-7', afterMessageId: 'm-a' });
    await connection.syncs.at(-1)!.answer({
      ok: true,
      conversationId: 'c-1',
      messages: [
        serverMessage({ id: 'm-a', content: 'First answer' }),
        serverMessage({ id: 'm-b', role: 'user', content: 'And the deposit?', clientMessageId }),
        serverMessage({ id: 'm-c', content: 'Two weeks of rent.' }),
      ],
    });
    expect(bubbles()).toEqual(['Hi! How can I help you with your property search today?', 'First answer', 'And the deposit?', 'Two weeks of rent.']);
    // The server already has it: the outbox is empty and nothing is sent again.
    expect(outbox()).toEqual([]);
    expect(connection.chats).toHaveLength(1);
  });

  it('answers with the trouble-connecting message when the socket is not open at the moment of sending', async () => {
    const { user, connection } = await onlineWidget();
    connection.connected = false;
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello?{Enter}');
    expect(connection.chats).toHaveLength(0);
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(bubbles().slice(-2)).toEqual(['Hello?', "I'm having trouble connecting. Please try again in a moment."]);
    expect(outbox()).toEqual([expect.objectContaining({ content: 'Hello?' })]);
  });

  it('counts a message with no confirmation in time as not delivered yet and says so', async () => {
    const { user, connection } = await onlineWidget();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Anyone?{Enter}');
    await connection.chats[0]!.timeOut();
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(bubbles().at(-1)).toBe("I'm having trouble connecting. Please try again in a moment.");
    expect(outbox()).toHaveLength(1);
  });

  it('sends an unconfirmed message again on a connection that stays up, saying so once, until it is confirmed', async () => {
    const { user, connection } = await onlineWidget();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Anyone?{Enter}');
    jest.useFakeTimers();
    try {
      await connection.chats[0]!.timeOut();
      act(() => jest.advanceTimersByTime(RESEND_MS));
      expect(connection.chats).toHaveLength(2);
      expect(connection.chats[1]!.payload).toEqual(connection.chats[0]!.payload);

      await connection.chats[1]!.timeOut();
      act(() => jest.advanceTimersByTime(RESEND_MS));
      expect(connection.chats).toHaveLength(3);
      expect(bubbles().filter((text) => text === "I'm having trouble connecting. Please try again in a moment.")).toHaveLength(1);

      await connection.chats[2]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-anyone' });
      expect(screen.queryByText('Sending…')).toBeNull();
      expect(outbox()).toEqual([]);
      act(() => jest.advanceTimersByTime(RESEND_MS * 2));
      expect(connection.chats).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a pasted message over 4,000 characters whole in the box, out of the chat and the outbox, with a notice', async () => {
    const { user, connection } = await onlineWidget();
    const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x'.repeat(4001) } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, '{Enter}');

    expect(connection.chats).toHaveLength(0);
    expect(outbox()).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Messages can be at most 4000 characters.');
    expect(input.value).toHaveLength(4001);
  });

  it('drops an over-long message an older widget left in the outbox instead of sending it on every connection', async () => {
    localStorage.setItem('chat-widget:agent-7:outbox', JSON.stringify([{ clientMessageId: 'cm-huge', content: 'x'.repeat(70_000), createdAt: '2025-01-01T10:30:00.000Z' }]));
    const { connection } = await onlineWidget();

    expect(connection.chats).toHaveLength(0);
    expect(outbox()).toEqual([]);
    expect(screen.getByText('Not sent')).toBeTruthy();
  });

  it("shows what the visitor wrote in another tab as their own message, then its reply", async () => {
    const { connection } = await onlineWidget();
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ role: 'user', content: 'Is there parking?', clientMessageId: 'other-tab' }) });
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ content: 'Yes, two spaces.' }) });
    expect(bubbles().slice(-2)).toEqual(['Is there parking?', 'Yes, two spaces.']);
    expect(screen.getByText('Is there parking?').closest('li')!.getAttribute('data-role')).toBe('user');
    expect(outbox()).toEqual([]);
  });

  it('labels a message from a team member as a person', async () => {
    const { connection } = await onlineWidget();
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ role: 'human', content: 'Hi, this is Sam from the office.' }) });
    const item = screen.getByText('Hi, this is Sam from the office.').closest('li')!;
    expect(within(item).getByText('Team member')).toBeTruthy();
    expect(within(screen.getByText('Hi! How can I help you with your property search today?').closest('li')!).queryByText('Team member')).toBeNull();
  });

  it('follows typing from the server and builds a reply from its parts', async () => {
    const { connection } = await onlineWidget();
    await connection.serverSends('typing', { conversationId: 'c-1', typing: true });
    expect(screen.getByTestId('typing-indicator')).toBeTruthy();
    await connection.serverSends('chunk', { conversationId: 'c-1', messageId: 'm-s', offset: 0, delta: 'Check-in ' });
    await connection.serverSends('chunk', { conversationId: 'c-1', messageId: 'm-s', offset: 9, delta: 'is at 3 pm.' });
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(bubbles().at(-1)).toBe('Check-in is at 3 pm.');
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ id: 'm-s', content: 'Check-in is at 3 pm.' }) });
    expect(bubbles().filter((text) => text === 'Check-in is at 3 pm.')).toHaveLength(1);
  });

  it('grows the reply bubble as it is written, then shows the final message of that id in its place', async () => {
    const { user, connection } = await onlineWidget();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Can I bring my dog?{Enter}');
    await connection.chats[0]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-q' });
    await connection.serverSends('typing', { conversationId: 'c-1', typing: true });

    await connection.serverSends('chunk', { conversationId: 'c-1', messageId: 'm-dog', offset: 0, delta: 'Dogs are' });
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(bubbles().slice(-2)).toEqual(['Can I bring my dog?', 'Dogs are']);
    expect(screen.getByText('Dogs are').closest('li')!.getAttribute('aria-busy')).toBe('true');
    await connection.serverSends('chunk', { conversationId: 'c-1', messageId: 'm-dog', offset: 8, delta: ' welcome, but' });
    expect(bubbles().slice(-2)).toEqual(['Can I bring my dog?', 'Dogs are welcome, but']);

    // The model stopped part way: the reply the server kept is another text, under the same id.
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ id: 'm-dog', content: 'Yes, dogs are welcome for a $50 fee.' }) });
    await connection.serverSends('chunk', { conversationId: 'c-1', messageId: 'm-dog', offset: 21, delta: ' late' });
    await connection.serverSends('typing', { conversationId: 'c-1', typing: false });
    expect(bubbles().slice(-2)).toEqual(['Can I bring my dog?', 'Yes, dogs are welcome for a $50 fee.']);
    expect(screen.getByText('Yes, dogs are welcome for a $50 fee.').closest('li')!.getAttribute('aria-busy')).toBeNull();
  });

  it('takes away a part-written reply that no response completes once the server stops typing', async () => {
    const { connection } = await onlineWidget();
    await connection.serverSends('typing', { conversationId: 'c-1', typing: true });
    await connection.serverSends('chunk', { conversationId: 'c-1', messageId: 'm-cut', offset: 0, delta: 'Check-in is' });
    expect(bubbles().at(-1)).toBe('Check-in is');

    await connection.serverSends('typing', { conversationId: 'c-1', typing: false });
    expect(bubbles()).toEqual(['Hi! How can I help you with your property search today?']);
  });

  it('drops a part-written reply when the connection drops and shows the kept one from the sync', async () => {
    const { connection } = await onlineWidget();
    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ id: 'm-first', content: 'Hello!' }) });
    await connection.serverSends('chunk', { conversationId: 'c-1', messageId: 'm-long', offset: 0, delta: 'Check-in is' });
    await connection.drop();
    expect(bubbles().at(-1)).toBe('Hello!');

    await connection.connect();
    expect(connection.syncs.at(-1)!.payload.afterMessageId).toBe('m-first');
    await connection.syncs.at(-1)!.answer({ ok: true, conversationId: 'c-1', messages: [serverMessage({ id: 'm-long', content: 'Check-in is at 3 pm.' })] });
    expect(bubbles().slice(-2)).toEqual(['Hello!', 'Check-in is at 3 pm.']);
  });

  it('shows a reply it joined part way only once it is finished, whole', async () => {
    const { connection } = await onlineWidget();
    await connection.serverSends('typing', { conversationId: 'c-1', typing: true });
    // The beginning was sent while this widget was reconnecting.
    await connection.serverSends('chunk', { conversationId: 'c-1', messageId: 'm-late', offset: 11, delta: ' at 3 pm' });
    expect(bubbles()).toEqual(['Hi! How can I help you with your property search today?']);
    expect(screen.getByTestId('typing-indicator')).toBeTruthy();

    await connection.serverSends('response', { conversationId: 'c-1', message: serverMessage({ id: 'm-late', content: 'Check-in is at 3 pm.' }) });
    expect(bubbles().at(-1)).toBe('Check-in is at 3 pm.');
  });

  it('shows a rate limit as a small notice and stays online', async () => {
    const { user, connection } = await onlineWidget();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Spam{Enter}');
    await connection.serverSends('chat_error', { code: 'rate_limited', message: 'You are sending messages too quickly. Please wait a moment.' });
    expect(screen.getByRole('alert').textContent).toBe('You are sending messages too quickly. Please wait a moment.');
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Online');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', false);
  });

  it('marks a message the server refuses as not sent and does not keep it', async () => {
    const { user, connection } = await onlineWidget();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await connection.chats[0]!.answer({ ok: false, error: 'This agent is not available for chat.' });
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This agent is not available for chat.');
    expect(outbox()).toEqual([]);
  });

  it('says Offline, and why, when the server refuses the connection and will not retry', async () => {
    jest.useFakeTimers();
    try {
      const { connections } = renderWidget();
      await connections.latest().serverSends('chat_error', { code: 'agent_unavailable', message: 'This assistant is not available right now.' });
      await connections.latest().drop(false);
      expect(screen.getByRole('status').textContent).toBe('Offline');
      expect(screen.getByText('Chat is not available right now.')).toBeTruthy();
      expect(screen.queryByText('Connecting to chat service...')).toBeNull();
      // No greeting offering help the chat cannot give.
      expect(bubbles()).toEqual([]);
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByRole('alert').textContent).toBe('This assistant is not available right now.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes Offline, and stays so, when the server refuses the chat for good in the middle of it', async () => {
    jest.useFakeTimers();
    try {
      const rendered = await onlineWidget({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const { connection } = rendered;
      await rendered.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Still there?{Enter}');

      // The website was taken off the agent's list: the refusal, then the message's failed ack.
      await connection.serverSends('chat_error', { code: 'origin_not_allowed', message: 'This chat is not available on this website.' });
      await connection.chats[0]!.answer({ ok: false, error: 'This chat is not available on this website.' });
      act(() => jest.advanceTimersByTime(60_000));

      expect(connection.closed).toBe(true);
      expect(screen.getByRole('status').textContent).toBe('Offline');
      expect(screen.getByText('Chat is not available right now.')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('This chat is not available on this website.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks a message as not sent when the chat is refused mid-way, and sends it once the visitor is back on a working chat', async () => {
    const first = await onlineWidget();
    await first.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Still there?{Enter}');
    const sent = first.connection.chats[0]!.payload;

    // The agent was set to training: the server says so and the widget closes its connection.
    await first.connection.serverSends('chat_error', { code: 'agent_unavailable', message: 'This assistant is not available right now.' });
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(within(screen.getByText('Still there?').closest('li')!).getByText('Not sent')).toBeTruthy();
    expect(outbox()).toEqual([expect.objectContaining({ clientMessageId: sent.clientMessageId, content: 'Still there?' })]);

    // The agent is active again and the visitor opens the page again.
    first.unmount();
    const second = await onlineWidget();
    expect(second.connection.chats.map((chat) => chat.payload)).toEqual([sent]);
    await second.connection.chats[0]!.answer({ ok: true, conversationId: 'c-1', messageId: 'm-still' });
    expect(bubbles().at(-1)).toBe('Still there?');
    expect(screen.queryByText('Not sent')).toBeNull();
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(outbox()).toEqual([]);
  });

  it('marks what waits in the outbox as not sent, without sending it, when the chat is refused on connecting', async () => {
    localStorage.setItem('chat-widget:agent-7:outbox', JSON.stringify([{ clientMessageId: 'cm-late', content: 'Still there?', createdAt: '2025-01-01T12:30:00.000Z' }]));
    const { connections } = renderWidget();
    const connection = connections.latest();
    await connection.connect();
    // The server lets the socket in only to say why it closes it; the sync it was asked for is cut short.
    await connection.serverSends('chat_error', { code: 'agent_unavailable', message: 'This assistant is not available right now.' });

    expect(connection.chats).toHaveLength(0);
    expect(within(screen.getByText('Still there?').closest('li')!).getByText('Not sent')).toBeTruthy();
    expect(outbox()).toEqual([expect.objectContaining({ clientMessageId: 'cm-late' })]);
  });

  it('lets a passing notice go after a few seconds', async () => {
    jest.useFakeTimers();
    try {
      const { connections } = renderWidget();
      await connections.latest().connect();
      await connections.latest().serverSends('chat_error', { code: 'rate_limited', message: 'Slow down a little.' });
      expect(screen.getByRole('alert').textContent).toBe('Slow down a little.');
      act(() => jest.advanceTimersByTime(6000));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the same visitor token across reloads and closes the socket when it goes away', () => {
    const first = renderWidget();
    const token = first.connections.latest().handshake.visitorToken;
    first.unmount();
    expect(first.connections.latest().closed).toBe(true);
    const second = renderWidget();
    expect(second.connections.latest().handshake.visitorToken).toBe(token);
  });
});
