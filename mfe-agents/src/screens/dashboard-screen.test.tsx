import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@app/testing';
import { expectBreaksAnywhere } from '../test/breaks-anywhere';
import { buildAgent, buildStats } from '../test/factories';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import DashboardScreen from './dashboard-screen';

describe('Dashboard', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    api.reply('GET /api/dashboard/stats', buildStats());
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows skeletons while the agents and stats load', () => {
    api.hold('GET /api/agents');
    api.hold('GET /api/dashboard/stats');
    renderScreen(<DashboardScreen />);
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(4);
    expect(screen.queryByText('Get Started')).toBeNull();
  });

  it('offers a Get Started empty state when there are no agents', async () => {
    api.reply('GET /api/agents', []);
    const { user } = renderScreen(<DashboardScreen />);

    expect(await screen.findByRole('heading', { name: 'Get Started' })).toBeTruthy();
    expect(screen.queryByText('Setup Progress')).toBeNull();
    expect(screen.queryByText('Active Agent')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create Your First Agent' }));
    expect(screen.getByRole('dialog', { name: 'Create New AI Agent' })).toBeTruthy();
  });

  it('shows setup progress at step 2 of 6 once an agent exists, with later steps locked', async () => {
    api.reply('GET /api/agents', [buildAgent()]);
    const { user, location } = renderScreen(<DashboardScreen />);

    expect(await screen.findByText('Step 2 of 6')).toBeTruthy();
    expect(screen.queryByText('Get Started')).toBeNull();
    const progress = screen.getByRole('progressbar', { name: 'Setup progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('33');

    const stepButton = (step: string, button: string) => within(screen.getByRole('group', { name: step })).getByRole('button', { name: button }) as HTMLButtonElement;
    expect(stepButton('Step 1: Create Agent', 'Manage Agents').disabled).toBe(false);
    expect(stepButton('Step 2: Add Knowledge', 'Add Knowledge').disabled).toBe(false);
    expect(stepButton('Step 3: Setup Channels', 'Configure').disabled).toBe(true);
    expect(stepButton('Step 4: Integrations', 'Connect').disabled).toBe(true);
    expect(stepButton('Step 5: Test Agent', 'Test Now').disabled).toBe(true);
    expect(stepButton('Step 6: Monitor', 'View').disabled).toBe(true);

    await user.click(stepButton('Step 1: Create Agent', 'Manage Agents'));
    expect(screen.getByRole('dialog', { name: 'Create New AI Agent' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(stepButton('Step 2: Add Knowledge', 'Add Knowledge'));
    expect(location()).toBe('/knowledge-base');
  });

  it.each([
    [{ knowledgeAdded: true, channelReady: false, agentTried: false }, 0, 'Step 3 of 6', 'Step 3: Setup Channels', ['Step 1: Create Agent', 'Step 2: Add Knowledge']],
    // Integrations has nothing to connect yet: offered, but the way goes on to testing.
    [{ knowledgeAdded: true, channelReady: true, agentTried: false }, 0, 'Step 5 of 6', 'Step 5: Test Agent', ['Step 1: Create Agent', 'Step 2: Add Knowledge', 'Step 3: Setup Channels']],
    [{ knowledgeAdded: true, channelReady: true, agentTried: true }, 0, 'Step 6 of 6', 'Step 6: Monitor', ['Step 1: Create Agent', 'Step 2: Add Knowledge', 'Step 3: Setup Channels', 'Step 5: Test Agent']],
    [{ knowledgeAdded: false, channelReady: true, agentTried: true }, 3, 'Step 2 of 6', 'Step 2: Add Knowledge', ['Step 1: Create Agent', 'Step 3: Setup Channels', 'Step 5: Test Agent', 'Step 6: Monitor']],
  ])('follows the account: with %j and %d conversations it reads %s, opens up to %s, and marks done %j', async (setup, conversations, stepText, lastOpenStep, doneSteps) => {
    api.reply('GET /api/agents', [buildAgent()]);
    api.reply('GET /api/dashboard/stats', buildStats({ setup, conversations }));
    renderScreen(<DashboardScreen />);

    expect(await screen.findByText(stepText)).toBeTruthy();
    const steps = screen.getAllByRole('group', { name: /^Step \d: / });
    const open = steps.filter((step) => !(within(step).getByRole('button') as HTMLButtonElement).disabled);
    expect(open.at(-1)?.getAttribute('aria-label')).toBe(lastOpenStep);
    const done = steps.filter((step) => within(step).queryByLabelText('Done'));
    expect(done.map((step) => step.getAttribute('aria-label'))).toEqual(doneSteps);
  });

  it('fills the stat cards from the agent list and the stats, taking properties from the properties stat', async () => {
    const active = () => buildAgent({ status: 'active' });
    api.reply('GET /api/agents', [active(), active(), active(), buildAgent({ status: 'training' })]);
    api.reply('GET /api/dashboard/stats', buildStats({ conversations: 1234, bookings: 99, properties: 7, revenue: 12500.5 }));
    renderScreen(<DashboardScreen />);

    const stat = (label: string) => within(screen.getByRole('group', { name: label }));
    expect(await stat('Active Agents').findByText('3')).toBeTruthy();
    expect(await stat('Total Conversations').findByText('1,234')).toBeTruthy();
    expect(stat('Properties Managed').getByText('7')).toBeTruthy();
    expect(stat('Properties Managed').queryByText('99')).toBeNull();
    expect(stat('Monthly Revenue').getByText('$12,500.5')).toBeTruthy();
  });

  it('shows the first agent with its real status and a Manage link', async () => {
    const first = buildAgent({ name: 'Harbour Rentals', description: 'Books harbour flats', type: 'realtor', status: 'training' });
    api.reply('GET /api/agents', [first, buildAgent({ name: 'Second', status: 'active' })]);
    renderScreen(<DashboardScreen />);

    const card = within((await screen.findByText('Active Agent')).closest('div')!.parentElement!);
    expect(card.getByText('Harbour Rentals')).toBeTruthy();
    expect(card.getByText('Books harbour flats')).toBeTruthy();
    expect(card.getByText('Realtor Agent')).toBeTruthy();
    expect(card.getByText('Training')).toBeTruthy();
    expect(card.queryByText('Active')).toBeNull();
    expect(card.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(`/agents/${first.id}`);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('says Active for an active first agent', async () => {
    api.reply('GET /api/agents', [buildAgent({ status: 'active' })]);
    renderScreen(<DashboardScreen />);
    const card = within((await screen.findByText('Active Agent')).closest('div')!.parentElement!);
    expect(card.getByText('Active')).toBeTruthy();
  });

  it('wraps a long first agent name without spaces inside its card', async () => {
    const name = 'https://harbour-rentals.example.com/'.padEnd(120, 'x');
    api.reply('GET /api/agents', [buildAgent({ name })]);
    renderScreen(<DashboardScreen />);
    const card = within((await screen.findByText('Active Agent')).closest('div')!.parentElement!);
    expectBreaksAnywhere(card.getByText(name));
  });

  it('says so when the stats cannot be loaded, and loads them again on request', async () => {
    api.reply('GET /api/agents', []);
    api.reply('GET /api/dashboard/stats', { statusCode: 500, message: 'Stats unavailable', error: 'Internal Server Error' }, 500);
    const { user } = renderScreen(<DashboardScreen />);
    expect(await screen.findByText(/Statistics could not be loaded: Stats unavailable/)).toBeTruthy();

    api.reply('GET /api/dashboard/stats', buildStats({ conversations: 42 }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('group', { name: 'Total Conversations' })).findByText('42')).toBeTruthy();
    expect(screen.queryByText(/Statistics could not be loaded/)).toBeNull();
  });

  it('offers a retry when the agents cannot be loaded', async () => {
    api.reply('GET /api/agents', { statusCode: 500, message: 'Database unavailable', error: 'Internal Server Error' }, 500);
    const { user } = renderScreen(<DashboardScreen />);
    expect(await screen.findByText('Database unavailable')).toBeTruthy();

    api.reply('GET /api/agents', []);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Get Started')).toBeTruthy());
  });
});
