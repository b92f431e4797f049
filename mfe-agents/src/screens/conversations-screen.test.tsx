import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE, type Conversation } from '@app/contracts';
import { findToast, renderScreen } from '@app/testing';
import { buildAgent, buildConversation, buildMessage } from '../test/factories';
import { fakeDashboardConnections } from '../test/fake-dashboard-connection';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import ConversationsScreen from './conversations-screen';

const agent = buildAgent({ name: 'Harbour Flats' });
/** The tests that render a whole page of rows take a second or two alone, more on a busy machine. */
const FULL_PAGE_TIMEOUT_MS = 15_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function rows() {
  return screen.queryAllByTestId('conversation-row').map((row) => row.textContent);
}

function messageList() {
  return within(screen.getByRole('list', { name: 'Messages' }))
    .queryAllByRole('listitem')
    .map((item) => [item.querySelector('span')!.textContent, item.querySelector('p')!.textContent]);
}

describe('Conversations', () => {
  let api: FakeApi;
  let connections: ReturnType<typeof fakeDashboardConnections>;

  function renderConversations() {
    return renderScreen(<ConversationsScreen openConnection={connections.open} />);
  }

  async function openAgent(conversations: Conversation[]) {
    api.reply('GET /api/agents', [agent, buildAgent({ name: 'City Lofts' })]);
    api.reply('GET /api/conversations', conversations);
    const rendered = renderConversations();
    await screen.findByRole('option', { name: 'Harbour Flats' });
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), agent.id);
    if (conversations.length > 0) {
      await screen.findAllByTestId('conversation-row');
    }
    return rendered;
  }

  /** The conversation as the API keeps it: status changes answer it and the list shows it. */
  function serverConversation(initial: Conversation) {
    let current = initial;
    const change = (status: Conversation['status']) => () => {
      current = { ...current, status };
      return { body: current };
    };
    return {
      install() {
        api.handle('GET /api/conversations', () => ({ body: [current] }));
        api.handle(`POST /api/conversations/${initial.id}/takeover`, change('human'));
        api.handle(`POST /api/conversations/${initial.id}/handback`, change('open'));
        api.handle(`POST /api/conversations/${initial.id}/resolve`, change('resolved'));
      },
    };
  }

  beforeEach(() => {
    api = installFakeApi();
    connections = fakeDashboardConnections();
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows every agent's conversations under 'All Agents', and one agent's once it is chosen", async () => {
    const other = buildAgent({ name: 'City Lofts' });
    api.reply('GET /api/agents', [agent, other]);
    api.handle('GET /api/conversations', (request) => ({
      body: new URL(request.url, 'http://host').searchParams.get('agentId') === agent.id
        ? [buildConversation({ agentId: agent.id, contactInfo: 'Harbour guest' })]
        : [buildConversation({ agentId: agent.id, contactInfo: 'Harbour guest' }), buildConversation({ agentId: other.id, contactInfo: 'Lofts tenant' })],
    }));
    const { user } = renderConversations();

    expect(screen.getByRole('heading', { name: 'Conversations' })).toBeTruthy();
    const select = (await screen.findByRole('combobox', { name: 'Agent' })) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(await screen.findByText('Lofts tenant')).toBeTruthy();
    expect(screen.getByText('Harbour guest')).toBeTruthy();
    expect(api.requests('GET /api/conversations').map((request) => request.url)).toEqual(['/api/conversations?']);

    await user.selectOptions(select, agent.id);
    expect(await screen.findByText('Harbour guest')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Lofts tenant')).toBeNull());
    expect(api.requests('GET /api/conversations').at(-1)?.url).toBe(`/api/conversations?agentId=${agent.id}`);
  });

  it('lists the conversations newest first with contact, channel, status and time', async () => {
    await openAgent([
      buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima', channel: 'webchat', status: 'open', updatedAt: minutesAgo(5) }),
      buildConversation({ agentId: agent.id, contactInfo: null, channel: 'sms', status: 'needs_human', updatedAt: minutesAgo(0) }),
      buildConversation({ agentId: agent.id, contactInfo: 'Ben Ode', channel: 'whatsapp', status: 'human', updatedAt: minutesAgo(180) }),
      buildConversation({ agentId: agent.id, contactInfo: 'Cy Park', channel: 'voice', status: 'resolved', updatedAt: minutesAgo(3 * 24 * 60) }),
    ]);
    expect(rows()).toEqual([
      'Unknown ContactJust nowsmsNeeds human',
      'Ana Lima5m agowebchatOpen',
      'Ben Ode3h agowhatsappHuman',
      'Cy Park3d agovoiceResolved',
    ]);
  });

  it('opens a conversation as a live chat with who wrote each message', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima' });
    api.reply(`GET /api/conversations/${conversation.id}/messages`, [
      buildMessage({ conversationId: conversation.id, role: 'user', content: 'Is there parking?' }),
      buildMessage({ conversationId: conversation.id, role: 'assistant', content: 'Yes, one space per flat.' }),
      buildMessage({ conversationId: conversation.id, role: 'human', content: 'And a charger too.' }),
    ]);
    const { user } = await openAgent([conversation]);
    expect(screen.getByText('Select a conversation')).toBeTruthy();

    await user.click(screen.getByTestId('conversation-row'));
    expect(screen.getByText(`Conversation #${conversation.id.replace(/-/g, '').slice(0, 8)}`)).toBeTruthy();
    expect(screen.getByText(/Real-time chat/)).toBeTruthy();
    await screen.findByText('Is there parking?');
    expect(messageList()).toEqual([
      ['Visitor', 'Is there parking?'],
      ['AI Assistant', 'Yes, one space per flat.'],
      ['You (team)', 'And a charger too.'],
    ]);
  });

  it('appends new messages of the open conversation live, once, and moves the row of any conversation up', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima', updatedAt: minutesAgo(1) });
    const other = buildConversation({ agentId: agent.id, contactInfo: 'Ben Ode', updatedAt: minutesAgo(10) });
    api.reply(`GET /api/conversations/${conversation.id}/messages`, [buildMessage({ conversationId: conversation.id, content: 'Hello' })]);
    const { user } = await openAgent([conversation, other]);
    await user.click(screen.getByText('Ana Lima'));
    await screen.findByText('Hello');
    const live = connections.latest();
    await live.emit('connect');
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeTruthy();
    const listLoads = api.requests('GET /api/conversations').length;

    const reply = buildMessage({ conversationId: conversation.id, role: 'assistant', content: 'Hi Ana, how can I help?' });
    await live.serverSends('new_message', { conversationId: conversation.id, message: reply });
    await live.serverSends('new_message', { conversationId: conversation.id, message: reply });
    await waitFor(() =>
      expect(messageList()).toEqual([
        ['Visitor', 'Hello'],
        ['AI Assistant', 'Hi Ana, how can I help?'],
      ]),
    );
    const elsewhere = buildMessage({ conversationId: other.id, content: 'Elsewhere', createdAt: new Date().toISOString() });
    await live.serverSends('new_message', { conversationId: other.id, message: elsewhere });
    await waitFor(() => expect(rows()[0]).toContain('Ben Ode'));
    expect(screen.queryByText('Elsewhere')).toBeNull();
    // Every row was in the list: nothing fetched again for them.
    expect(api.requests('GET /api/conversations')).toHaveLength(listLoads);

    const newcomer = buildConversation({ agentId: agent.id });
    await live.serverSends('new_message', { conversationId: newcomer.id, message: buildMessage({ conversationId: newcomer.id }) });
    await waitFor(() => expect(api.requests('GET /api/conversations')).toHaveLength(listLoads + 1));
  });

  it('updates a row when its conversation changes status elsewhere', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ben Ode', status: 'open' });
    await openAgent([conversation]);
    const listLoads = api.requests('GET /api/conversations').length;
    await connections.latest().serverSends('conversation_updated', { conversation: { ...conversation, status: 'needs_human' } });
    // RTK Query tells subscribers on the next animation frame.
    expect(await within(screen.getByTestId('conversation-row')).findByText('Needs human')).toBeTruthy();
    expect(api.requests('GET /api/conversations')).toHaveLength(listLoads);

    // One the list does not have yet: the list is fetched again.
    await connections.latest().serverSends('conversation_updated', { conversation: buildConversation({ agentId: agent.id }) });
    await waitFor(() => expect(api.requests('GET /api/conversations')).toHaveLength(listLoads + 1));
  });

  it('takes over and hands back, with the buttons following the status', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima', status: 'needs_human' });
    const server = serverConversation(conversation);
    api.reply(`GET /api/conversations/${conversation.id}/messages`, []);
    const { user } = await openAgent([conversation]);
    server.install();
    await user.click(screen.getByText('Ana Lima'));
    const takeOver = screen.getByRole('button', { name: 'Take over' });
    const handBack = screen.getByRole('button', { name: 'Hand back to AI' });
    expect(takeOver).toHaveProperty('disabled', false);
    expect(handBack).toHaveProperty('disabled', true);

    await user.click(takeOver);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hand back to AI' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'Take over' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You are answering; the AI is paused until you hand back.')).toBeTruthy();
    expect(api.requests(`POST /api/conversations/${conversation.id}/takeover`)).toHaveLength(1);
    // The button disabled itself: the keyboard focus went to the reply box, not to the page.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reply' }));

    await user.click(screen.getByRole('button', { name: 'Hand back to AI' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take over' })).toHaveProperty('disabled', false));
    expect(api.requests(`POST /api/conversations/${conversation.id}/handback`)).toHaveLength(1);
    expect(within(screen.getByTestId('conversation-row')).getByText('Open')).toBeTruthy();
  });

  it('resolves a conversation and reports a failed change', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima', status: 'human' });
    const server = serverConversation(conversation);
    api.reply(`GET /api/conversations/${conversation.id}/messages`, []);
    const { user } = await openAgent([conversation]);
    server.install();
    api.reply(`POST /api/conversations/${conversation.id}/handback`, { statusCode: 404, message: 'Conversation not found', error: 'Not Found' }, 404);
    await user.click(screen.getByText('Ana Lima'));
    await user.click(screen.getByRole('button', { name: 'Hand back to AI' }));
    const toast = await findToast('Update Failed');
    expect(toast.variant).toBe('destructive');
    expect(toast.text).toContain('Conversation not found');

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    // The button is also disabled while the change is on its way: wait for the answer instead.
    expect(await within(screen.getByTestId('conversation-row')).findByText('Resolved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resolve' })).toHaveProperty('disabled', true);
  });

  it('keeps a takeover when a list fetched before it arrives after it', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima', status: 'open' });
    api.reply(`GET /api/conversations/${conversation.id}/messages`, []);
    const { user } = await openAgent([conversation]);
    await user.click(screen.getByText('Ana Lima'));
    const stale = api.hold('GET /api/conversations', { body: [conversation] });
    await connections.latest().serverSends('new_message', { conversationId: 'elsewhere', message: buildMessage({ conversationId: 'elsewhere' }) });
    await waitFor(() => expect(api.requests('GET /api/conversations').length).toBeGreaterThan(1));
    api.reply(`POST /api/conversations/${conversation.id}/takeover`, { ...conversation, status: 'human' });

    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take over' })).toHaveProperty('disabled', true));
    api.reply('GET /api/conversations', [{ ...conversation, status: 'human' }]);
    stale.release();

    await waitFor(() => expect(api.requests('GET /api/conversations').length).toBeGreaterThan(2));
    await waitFor(() => expect(within(screen.getByTestId('conversation-row')).getByText('Human')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Take over' })).toHaveProperty('disabled', true);
  });

  it('fetches the list and the open conversation again when the screen is visited again', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima' });
    api.reply(`GET /api/conversations/${conversation.id}/messages`, [buildMessage({ conversationId: conversation.id, content: 'Hello' })]);
    const first = await openAgent([conversation]);
    await first.user.click(screen.getByText('Ana Lima'));
    await screen.findByText('Hello');
    cleanup();
    api.reply('GET /api/conversations', [{ ...conversation, status: 'needs_human' }]);
    api.reply(`GET /api/conversations/${conversation.id}/messages`, [
      buildMessage({ conversationId: conversation.id, content: 'Hello' }),
      buildMessage({ conversationId: conversation.id, content: 'Anyone there?' }),
    ]);

    const second = renderScreen(<ConversationsScreen openConnection={connections.open} />, { store: first.store });
    await second.user.selectOptions(await screen.findByRole('combobox', { name: 'Agent' }), agent.id);
    expect(await within(await screen.findByTestId('conversation-row')).findByText('Needs human')).toBeTruthy();
    await second.user.click(screen.getByText('Ana Lima'));
    expect(await screen.findByText('Anyone there?')).toBeTruthy();
  });

  it('loads older conversations a page at a time', async () => {
    const page = Array.from({ length: CONVERSATION_PAGE_SIZE }, (_, index) =>
      buildConversation({ agentId: agent.id, contactInfo: `Guest ${index}`, updatedAt: minutesAgo(index) }),
    );
    const { user } = await openAgent(page);
    expect(rows()).toHaveLength(CONVERSATION_PAGE_SIZE);
    const older = buildConversation({ agentId: agent.id, contactInfo: 'Oldest guest', updatedAt: minutesAgo(60 * 24 * 30) });
    api.handle('GET /api/conversations', ({ url }) => ({ body: url.includes('before=') ? [older] : page }));

    await user.click(screen.getByRole('button', { name: 'Load older conversations' }));

    expect(await screen.findByText('Oldest guest')).toBeTruthy();
    expect(rows()).toHaveLength(CONVERSATION_PAGE_SIZE + 1);
    expect(api.requests('GET /api/conversations').at(-1)?.url).toBe(`/api/conversations?agentId=${agent.id}&before=${page.at(-1)!.id}`);
    expect(screen.queryByRole('button', { name: 'Load older conversations' })).toBeNull();
  }, FULL_PAGE_TIMEOUT_MS);

  it('keeps the open conversation, live, when newer ones push it past the loaded rows', async () => {
    const page = Array.from({ length: CONVERSATION_PAGE_SIZE }, (_, index) =>
      buildConversation({ agentId: agent.id, contactInfo: `Guest ${index}`, updatedAt: minutesAgo(index) }),
    );
    const last = page.at(-1)!;
    api.reply(`GET /api/conversations/${last.id}/messages`, [buildMessage({ conversationId: last.id, content: 'Is the flat free in May?' })]);
    const { user } = await openAgent(page);
    await user.click(screen.getByText(`Guest ${CONVERSATION_PAGE_SIZE - 1}`));
    await screen.findByText('Is the flat free in May?');
    const newcomer = buildConversation({ agentId: agent.id, contactInfo: 'New guest' });
    api.handle('GET /api/conversations', () => ({ body: [newcomer, ...page.slice(0, -1)] }));
    api.reply(`GET /api/conversations/${last.id}`, last);

    await connections.latest().serverSends('new_message', { conversationId: newcomer.id, message: buildMessage({ conversationId: newcomer.id }) });

    expect(await screen.findByText('New guest')).toBeTruthy();
    await waitFor(() => expect(api.requests(`GET /api/conversations/${last.id}`)).toHaveLength(1));
    expect(screen.getByText('Is the flat free in May?')).toBeTruthy();
    await connections.latest().serverSends('conversation_updated', { conversation: { ...last, status: 'human' } });
    expect(await screen.findByRole('button', { name: /Hand back/ })).toBeTruthy();
  }, FULL_PAGE_TIMEOUT_MS);

  it('shows the newest messages of a long conversation and earlier ones on request', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima' });
    const all = Array.from({ length: MESSAGE_PAGE_SIZE + 5 }, (_, index) => buildMessage({ conversationId: conversation.id, content: `Line ${index}` }));
    api.handle(`GET /api/conversations/${conversation.id}/messages`, ({ url }) => ({
      body: all.slice(-Number(new URL(url, 'http://localhost').searchParams.get('limit'))),
    }));
    const { user } = await openAgent([conversation]);
    await user.click(screen.getByText('Ana Lima'));
    await screen.findByText(`Line ${MESSAGE_PAGE_SIZE + 4}`);
    expect(screen.queryByText('Line 4')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));

    expect(await screen.findByText('Line 0')).toBeTruthy();
    expect(messageList()).toHaveLength(MESSAGE_PAGE_SIZE + 5);
    expect(api.requests(`GET /api/conversations/${conversation.id}/messages`).at(-1)?.url).toContain(`limit=${2 * MESSAGE_PAGE_SIZE}`);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('sends a reply as the team, never a blank one, and shows it once', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima', status: 'open' });
    api.reply(`GET /api/conversations/${conversation.id}/messages`, []);
    const sent = buildMessage({ conversationId: conversation.id, role: 'human', content: 'Hi Ana, Sam here.' });
    api.reply(`POST /api/conversations/${conversation.id}/messages`, sent, 201);
    const { user } = await openAgent([conversation]);
    await user.click(screen.getByText('Ana Lima'));
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(reply, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await user.type(reply, '{Enter}');
    expect(api.requests(`POST /api/conversations/${conversation.id}/messages`)).toHaveLength(0);

    await user.clear(reply);
    await user.type(reply, '  Hi Ana, Sam here.  {Enter}');
    await screen.findByText('Hi Ana, Sam here.');
    expect(api.requests(`POST /api/conversations/${conversation.id}/messages`).map((request) => request.body)).toEqual([{ message: 'Hi Ana, Sam here.' }]);
    expect(reply).toHaveProperty('value', '');
    await connections.latest().serverSends('new_message', { conversationId: conversation.id, message: sent });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messageList()).toEqual([['You (team)', 'Hi Ana, Sam here.']]);
  });

  it('asks the server again when the live connection is refused for good, so an ended session leads to sign-in', async () => {
    await openAgent([buildConversation({ agentId: agent.id })]);
    const listLoads = api.requests('GET /api/conversations').length;

    await connections.latest().emit('gaveUp');

    await waitFor(() => expect(api.requests('GET /api/conversations')).toHaveLength(listLoads + 1));
  });

  it('shows the live connection state and offers to reconnect when it gives up', async () => {
    api.reply('GET /api/agents', []);
    const { user } = renderConversations();
    const live = connections.latest();
    expect(screen.getByRole('status', { name: 'Live updates: Connecting…' })).toBeTruthy();
    await live.emit('connect');
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeTruthy();
    await live.emit('disconnect');
    expect(screen.getByRole('status', { name: 'Live updates: Reconnecting…' })).toBeTruthy();
    await live.emit('gaveUp');
    expect(screen.getByRole('status', { name: 'Live updates: Offline' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(live.reconnects).toBe(1);
  });

  it('fetches what is shown again after reconnecting, since events were missed meanwhile', async () => {
    const conversation = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima' });
    api.reply(`GET /api/conversations/${conversation.id}/messages`, []);
    const { user } = await openAgent([conversation]);
    await user.click(screen.getByText('Ana Lima'));
    const live = connections.latest();
    await live.emit('connect');
    const before = { lists: api.requests('GET /api/conversations').length, messages: api.requests(`GET /api/conversations/${conversation.id}/messages`).length };
    await live.emit('disconnect');
    await live.emit('connect');
    await waitFor(() => {
      expect(api.requests('GET /api/conversations').length).toBe(before.lists + 1);
      expect(api.requests(`GET /api/conversations/${conversation.id}/messages`).length).toBe(before.messages + 1);
    });
  });

  it('closes the live connection when the screen goes away', () => {
    api.reply('GET /api/agents', []);
    renderConversations();
    expect(connections.opened).toHaveLength(1);
    expect(connections.latest().closed).toBe(false);
    cleanup();
    expect(connections.latest().closed).toBe(true);
  });
});
