import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@app/testing';
import { buildAgent } from '../test/factories';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import AgentDetailScreen from './agent-detail-screen';
import AgentsScreen from './agents-screen';

describe('Agent detail (/agents/:id)', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => jest.restoreAllMocks());

  it("opens that agent's configuration over the list and returns to /agents on close", async () => {
    const agent = buildAgent({ name: 'Harbour Flats' });
    api.reply('GET /api/agents', [agent, buildAgent({ name: 'City Lofts' })]);
    api.reply(`GET /api/agents/${agent.id}`, agent);
    const { user, location } = renderScreen(<AgentDetailScreen />, { url: `/agents/${agent.id}`, routePath: '/agents/:id' });

    expect(await screen.findByRole('dialog', { name: 'Harbour Flats' })).toBeTruthy();
    expect(screen.getByText('Configure your agent')).toBeTruthy();
    expect(screen.getByText('City Lofts')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location()).toBe('/agents');
  });

  it('leaves the focus on that agent\'s Configure button in the list it returns to', async () => {
    const agent = buildAgent({ name: 'Harbour Flats' });
    api.reply('GET /api/agents', [buildAgent({ name: 'City Lofts' }), agent]);
    api.reply(`GET /api/agents/${agent.id}`, agent);
    const { user } = renderScreen(<AgentDetailScreen />, {
      url: `/agents/${agent.id}`,
      routePath: '/agents/:id',
      otherRoutes: { '/agents': <AgentsScreen /> },
    });

    await screen.findByRole('dialog', { name: 'Harbour Flats' });
    await user.keyboard('{Escape}');

    const card = (await screen.findByText('Harbour Flats')).closest<HTMLElement>('[data-testid="agent-card"]')!;
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('button', { name: /Configure/ })));
    // Typing a search that hides and shows the card again leaves the focus where the user is.
    const search = screen.getByPlaceholderText('Search agents...');
    await user.click(search);
    await user.type(search, 'City');
    await user.clear(search);
    expect(document.activeElement).toBe(search);
  });

  it('shows an inline Agent not found card for an unknown id, without a toast', async () => {
    api.reply('GET /api/agents', []);
    api.reply('GET /api/agents/missing', { statusCode: 404, message: 'Agent not found', error: 'Not Found' }, 404);
    renderScreen(<AgentDetailScreen />, { url: '/agents/missing', routePath: '/agents/:id' });

    expect(await screen.findByRole('heading', { name: 'Agent not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to agents' }).getAttribute('href')).toBe('/agents');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Notifications (F8)' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
