import { screen, waitFor, within } from '@testing-library/react';
import { CONVERSATION_PAGE_SIZE, CONVERSATION_SEARCH_MAX_LENGTH, type Conversation } from '@app/contracts';
import { renderScreen } from '@app/testing';
import { buildAgent, buildConversation } from '../test/factories';
import { fakeDashboardConnections } from '../test/fake-dashboard-connection';
import { installFakeApi, type FakeApi, type RecordedRequest } from '../test/fake-api';
import ConversationsScreen from './conversations-screen';

const agent = buildAgent({ name: 'Harbour Flats' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SEARCH_PLACEHOLDER = 'Search by contact or channel...';

function rows() {
  return screen.queryAllByTestId('conversation-row').map((row) => row.textContent);
}

function searchOf({ url }: RecordedRequest): string | null {
  return new URL(url, 'http://localhost').searchParams.get('search');
}

describe('Conversations search', () => {
  let api: FakeApi;
  let connections: ReturnType<typeof fakeDashboardConnections>;

  /** The list the API would give: `results` answers every search, `unsearched` the plain list. */
  async function openAgent(unsearched: Conversation[], results: (search: string) => Conversation[] = () => []) {
    api.reply('GET /api/agents', [agent]);
    api.handle('GET /api/conversations', (request) => {
      const search = searchOf(request);
      return { body: search === null ? unsearched : results(search) };
    });
    const rendered = renderScreen(<ConversationsScreen openConnection={connections.open} />);
    await screen.findByRole('option', { name: 'Harbour Flats' });
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), agent.id);
    await screen.findAllByTestId('conversation-row');
    return rendered;
  }

  const searches = () => api.requests('GET /api/conversations').map(searchOf).filter((search) => search !== null);

  beforeEach(() => {
    api = installFakeApi();
    connections = fakeDashboardConnections();
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks the server, so it finds conversations beyond the pages loaded, once typing pauses', async () => {
    const firstPage = Array.from({ length: CONVERSATION_PAGE_SIZE }, (_, index) =>
      buildConversation({ agentId: agent.id, contactInfo: `Guest ${index}`, updatedAt: minutesAgo(index) }),
    );
    const oldest = buildConversation({ agentId: agent.id, contactInfo: 'Oldest guest', updatedAt: minutesAgo(60 * 24 * 30) });
    const { user } = await openAgent(firstPage, (search) => (search === 'oldest GUEST' ? [oldest] : []));

    await user.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), '  oldest GUEST ');

    expect(await screen.findByText('Oldest guest')).toBeTruthy();
    expect(rows()).toEqual(['Oldest guest30d agowebchatOpen']);
    expect(screen.queryByText('No matching conversations')).toBeNull();
    expect(searches()).toEqual(['oldest GUEST']);
    expect(api.requests('GET /api/conversations').at(-1)?.url).toBe(`/api/conversations?agentId=${agent.id}&search=oldest+GUEST`);

    await user.clear(screen.getByPlaceholderText(SEARCH_PLACEHOLDER));
    await waitFor(() => expect(rows()).toHaveLength(CONVERSATION_PAGE_SIZE));
    // Every key typed over a hundred rows re-renders them: slower than most tests.
  }, 15_000);

  it('says it is searching, then that nothing matches', async () => {
    const { user } = await openAgent([buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima' })]);
    const answer = api.hold('GET /api/conversations', { body: [] });

    await user.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'nobody');

    expect(await screen.findByRole('status', { name: 'Searching conversations' })).toBeTruthy();
    expect(rows()).toEqual([]);
    answer.release();
    expect(await screen.findByText('No matching conversations')).toBeTruthy();
    expect(screen.queryByText('No conversations yet')).toBeNull();
    expect(searches()).toEqual(['nobody']);
  });

  it('loads older matches with the search kept', async () => {
    const matches = Array.from({ length: CONVERSATION_PAGE_SIZE }, (_, index) =>
      buildConversation({ agentId: agent.id, contactInfo: `Ana ${index}`, updatedAt: minutesAgo(index) }),
    );
    const older = buildConversation({ agentId: agent.id, contactInfo: 'Ana the first', updatedAt: minutesAgo(60 * 24) });
    const { user } = await openAgent([buildConversation({ agentId: agent.id })], () => matches);
    await user.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'ana');
    await waitFor(() => expect(rows()).toHaveLength(CONVERSATION_PAGE_SIZE));
    api.handle('GET /api/conversations', ({ url }) => ({ body: url.includes('before=') ? [older] : matches }));

    await user.click(screen.getByRole('button', { name: 'Load older conversations' }));

    expect(await screen.findByText('Ana the first')).toBeTruthy();
    expect(api.requests('GET /api/conversations').at(-1)?.url).toBe(`/api/conversations?agentId=${agent.id}&search=ana&before=${matches.at(-1)!.id}`);
  });

  it('reports a failed search beside the search box, so another can be tried', async () => {
    const ben = buildConversation({ agentId: agent.id, contactInfo: 'Ben Ode' });
    const { user } = await openAgent([ben]);
    api.handle('GET /api/conversations', (request) =>
      searchOf(request) === 'ana' ? { status: 503, body: { statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable' } } : { body: [ben] },
    );
    const search = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);

    await user.type(search, 'ana');

    expect((await screen.findByRole('alert')).textContent).toContain('Could not search the conversations');
    await user.clear(search);
    await user.type(search, 'ben');
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining('Ben Ode')]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it(`sends at most ${CONVERSATION_SEARCH_MAX_LENGTH} characters`, async () => {
    const { user } = await openAgent([buildConversation({ agentId: agent.id })]);
    const search = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);

    await user.click(search);
    await user.paste('x'.repeat(CONVERSATION_SEARCH_MAX_LENGTH + 20));

    expect(search).toHaveProperty('value', 'x'.repeat(CONVERSATION_SEARCH_MAX_LENGTH));
    await waitFor(() => expect(searches()).toEqual(['x'.repeat(CONVERSATION_SEARCH_MAX_LENGTH)]));
  });

  it('keeps the open conversation, and its status current, while a search lists others', async () => {
    const ana = buildConversation({ agentId: agent.id, contactInfo: 'Ana Lima', status: 'open' });
    const ben = buildConversation({ agentId: agent.id, contactInfo: 'Ben Ode' });
    api.reply(`GET /api/conversations/${ana.id}/messages`, []);
    const { user } = await openAgent([ana, ben], () => [ben]);
    await user.click(screen.getByText('Ana Lima'));
    await user.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'ben');
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining('Ben Ode')]));

    expect(screen.getByText(/Real-time chat · Ana Lima/)).toBeTruthy();
    let anaNow = ana;
    api.handle('GET /api/conversations', (request) => ({ body: searchOf(request) === null ? [anaNow, ben] : [ben] }));
    api.handle(`POST /api/conversations/${ana.id}/takeover`, () => {
      anaNow = { ...ana, status: 'human' };
      return { body: anaNow };
    });
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hand back to AI' })).toHaveProperty('disabled', false));
    expect(within(screen.getByRole('list', { name: 'Conversations' })).queryByText('Ana Lima')).toBeNull();
  });
});
