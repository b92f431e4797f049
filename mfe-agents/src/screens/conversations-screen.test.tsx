import { screen } from '@testing-library/react';
import { buildAgent } from '../test/factories';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { renderScreen } from '../test/render-screen';
import ConversationsScreen from './conversations-screen';

describe('Conversations', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for an agent first, then shows its search and an empty inbox', async () => {
    const agent = buildAgent({ name: 'Harbour Flats' });
    api.reply('GET /api/agents', [agent, buildAgent({ name: 'City Lofts' })]);
    const { user } = renderScreen(<ConversationsScreen />);

    expect(screen.getByRole('heading', { name: 'Conversations' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Harbour Flats' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Agent' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(screen.getByRole('option', { name: 'All Agents' })).toBeTruthy();
    expect(screen.getByText('Select an agent to view conversations')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Search by contact or channel...')).toBeNull();

    await user.selectOptions(select, agent.id);
    expect(screen.queryByText('Select an agent to view conversations')).toBeNull();
    expect(screen.getByPlaceholderText('Search by contact or channel...')).toBeTruthy();
    expect(screen.getByText('No conversations yet')).toBeTruthy();

    await user.selectOptions(select, '');
    expect(screen.getByText('Select an agent to view conversations')).toBeTruthy();
  });
});
