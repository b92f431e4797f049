import { screen } from '@testing-library/react';
import { fakeApi, makeAgent } from '../test/fake-api';
import { chooseAgent } from '../test/choose-agent';
import { renderScreen } from '../test/render-screen';
import PlaygroundScreen from './playground-screen';

describe('Agent Playground', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the chosen agent from the real list with its type, status and description', async () => {
    fakeApi({
      'GET /api/agents': {
        body: [
          makeAgent({ id: 'a1', name: 'Harbour Rentals', type: 'rental', status: 'active', description: 'Answers guests of the harbour flats' }),
          makeAgent({ id: 'a2', name: 'City Realty', type: 'realtor', status: 'training' }),
        ],
      },
    });
    const { user } = renderScreen(<PlaygroundScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Playground' })).toBeTruthy();

    await chooseAgent(user, 'Agent', 'Harbour Rentals');
    const details = screen.getByLabelText('Agent details');
    expect(details.textContent).toContain('Rental Agent');
    expect(details.textContent).toContain('Active');
    expect(details.textContent).toContain('Answers guests of the harbour flats');

    await chooseAgent(user, 'Agent', 'City Realty');
    expect(screen.getByLabelText('Agent details').textContent).toContain('Realtor Agent');
    expect(screen.getByLabelText('Agent details').textContent).toContain('Training');
    expect(screen.getByRole('heading', { name: 'Chat with City Realty' })).toBeTruthy();
  });

  it('has a 600 px chat with an empty conversation, a typeable input and no sending yet', async () => {
    const api = fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
    const { user } = renderScreen(<PlaygroundScreen />);
    expect(screen.getByTestId('playground-chat').style.height).toBe('600px');
    expect(screen.getByRole('log', { name: 'Conversation' }).textContent).toContain('Choose an agent');

    await chooseAgent(user, 'Agent', 'Harbour Rentals');
    const input = screen.getByLabelText('Message');
    await user.type(input, 'Is the flat free in June?{Enter}');
    expect(input).toHaveProperty('value', 'Is the flat free in June?');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('note').textContent).toContain('No real channels are connected');
    expect(api.calls()).toEqual(['GET /api/agents']);
  });
});
