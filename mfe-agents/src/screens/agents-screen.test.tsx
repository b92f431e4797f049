import { screen, within } from '@testing-library/react';
import { renderScreen } from '@app/testing';
import { expectBreaksAnywhere } from '../test/breaks-anywhere';
import { buildAgent } from '../test/factories';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import AgentsScreen from './agents-screen';

describe('Agents list', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows exactly six placeholder cards while loading', () => {
    api.hold('GET /api/agents');
    renderScreen(<AgentsScreen />);
    expect(screen.getAllByTestId('agent-card-placeholder')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'AI Agents' })).toBeTruthy();
  });

  it('says where knowledge goes when reached as /knowledge-base, and opens Configure on the Knowledge tab there', async () => {
    const agent = buildAgent({ name: 'Ada' });
    api.reply('GET /api/agents', [agent]);
    api.reply(`GET /api/agents/${agent.id}/knowledge`, []);
    const { user } = renderScreen(<AgentsScreen />, { url: '/knowledge-base' });

    expect(screen.getByText(/press an agent's Configure to add documents, Q&A, websites or text/)).toBeTruthy();
    const card = within((await screen.findAllByTestId('agent-card'))[0]!);
    await user.click(card.getByRole('button', { name: /Configure/ }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Ada' }));
    expect(dialog.getByRole('tab', { name: 'Knowledge' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens Configure on the Settings tab from /agents', async () => {
    const agent = buildAgent({ name: 'Ada' });
    api.reply('GET /api/agents', [agent]);
    const { user } = renderScreen(<AgentsScreen />, { url: '/agents' });

    expect(screen.getByText('Create, configure and test the assistants that talk to your customers.')).toBeTruthy();
    await user.click(within((await screen.findAllByTestId('agent-card'))[0]!).getByRole('button', { name: /Configure/ }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Ada' }));
    expect(dialog.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows each agent with its status, description, type and channels', async () => {
    api.reply('GET /api/agents', [
      buildAgent({ name: 'Ada', description: 'Sells flats', type: 'realtor', status: 'active', channels: ['webchat', 'sms'] }),
      buildAgent({ name: 'Bea', description: null, type: 'property_manager', status: 'training', channels: [] }),
    ]);
    renderScreen(<AgentsScreen />);

    const [ada, bea] = (await screen.findAllByTestId('agent-card')).map((card) => within(card));
    expect(ada!.getByText('Ada')).toBeTruthy();
    expect(ada!.getByText('Active')).toBeTruthy();
    expect(ada!.getByText('Sells flats')).toBeTruthy();
    expect(ada!.getByText('Realtor Agent')).toBeTruthy();
    expect(ada!.getByText('Connected to: Webchat Widget, SMS/Text')).toBeTruthy();
    expect(bea!.getAllByText('Training')).toHaveLength(2);
    expect(bea!.getByText('No description provided')).toBeTruthy();
    expect(bea!.getByText('Property Manager')).toBeTruthy();
    expect(bea!.getByText('No channels')).toBeTruthy();
  });

  it('wraps a long name without spaces inside its card, beside its status badge', async () => {
    const name = 'https://harbour-rentals.example.com/'.padEnd(120, 'x');
    api.reply('GET /api/agents', [buildAgent({ name, status: 'active' })]);
    renderScreen(<AgentsScreen />);

    const card = within(await screen.findByTestId('agent-card'));
    expectBreaksAnywhere(card.getByText(name));
    expect(card.getByRole('heading', { name }).contains(card.getByText('Active'))).toBe(false);
  });

  it('offers Test Chat only for an active agent and opens the playground for it', async () => {
    const active = buildAgent({ name: 'Ada', status: 'active' });
    api.reply('GET /api/agents', [active, buildAgent({ name: 'Bea', status: 'training' })]);
    const { user, location } = renderScreen(<AgentsScreen />);

    const [ada, bea] = (await screen.findAllByTestId('agent-card')).map((card) => within(card));
    expect((bea!.getByRole('button', { name: 'Training' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bea!.queryByRole('button', { name: 'Test Chat' })).toBeNull();

    await user.click(ada!.getByRole('button', { name: 'Test Chat' }));
    expect(location()).toBe(`/playground?agentId=${active.id}`);
  });

  it('filters by name or description, ignoring case', async () => {
    api.reply('GET /api/agents', [
      buildAgent({ name: 'Harbour Flats', description: 'Short lets by the sea' }),
      buildAgent({ name: 'City Lofts', description: 'Downtown LONG-TERM rentals' }),
    ]);
    const { user } = renderScreen(<AgentsScreen />);
    await screen.findByText('Harbour Flats');
    const search = screen.getByPlaceholderText('Search agents...');

    await user.type(search, 'long-term');
    expect(screen.getAllByTestId('agent-card')).toHaveLength(1);
    expect(screen.getByText('City Lofts')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'HARBOUR');
    expect(screen.getAllByTestId('agent-card')).toHaveLength(1);
    expect(screen.getByText('Harbour Flats')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'castle');
    expect(screen.queryAllByTestId('agent-card')).toHaveLength(0);
    expect(screen.getByText('No agents found')).toBeTruthy();
    expect(screen.queryByText('No AI Agents Yet')).toBeNull();
  });

  it('invites to create the first agent when there are none', async () => {
    api.reply('GET /api/agents', []);
    const { user } = renderScreen(<AgentsScreen />);
    expect(await screen.findByText('No AI Agents Yet')).toBeTruthy();
    expect(screen.queryByText('No agents found')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create Your First Agent' }));
    expect(screen.getByRole('dialog', { name: 'Create New AI Agent' })).toBeTruthy();
  });

  it('explains a failed load and tries again on request', async () => {
    api.reply('GET /api/agents', { statusCode: 503, message: 'Service unavailable', error: 'Service Unavailable' }, 503);
    const { user } = renderScreen(<AgentsScreen />);
    expect(await screen.findByText('Could not load your agents')).toBeTruthy();
    expect(screen.getByText('Service unavailable')).toBeTruthy();

    api.reply('GET /api/agents', [buildAgent({ name: 'Ada' })]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(api.requests('GET /api/agents')).toHaveLength(2);
  });
});
