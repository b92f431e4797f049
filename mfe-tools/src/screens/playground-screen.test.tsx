import { act, screen, within } from '@testing-library/react';
import type { PlaygroundChatResponse } from '@app/contracts';
import { chooseAgent, fakeApi, makeAgent, renderScreen, type FakeAnswer } from '@app/testing';
import { deferred } from '../test/deferred';
import PlaygroundScreen from './playground-screen';

const harbour = makeAgent({ id: 'a1', name: 'Harbour Rentals', type: 'rental', status: 'active', description: 'Answers guests of the harbour flats' });
const city = makeAgent({ id: 'a2', name: 'City Realty', type: 'realtor', status: 'training' });
const CHAT = 'POST /api/playground/chat';

function reply(response: string, sources: PlaygroundChatResponse['sources'] = []): FakeAnswer {
  return { body: { response, sources } };
}

function messages() {
  return screen.queryAllByTestId('chat-message').map((element) => ({ role: element.getAttribute('data-role'), text: element.textContent }));
}

function messageInput() {
  return screen.getByLabelText('Message') as HTMLTextAreaElement;
}

async function openPlayground(chat: FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>), url = '/playground?agentId=a1') {
  const api = fakeApi({ 'GET /api/agents': { body: [harbour, city] }, [CHAT]: chat });
  const rendered = renderScreen(<PlaygroundScreen />, { url });
  await screen.findByRole('heading', { name: /Chat with/ });
  return { api, ...rendered };
}

describe('Agent Playground', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the chosen agent from the real list with its type, status and description', async () => {
    fakeApi({ 'GET /api/agents': { body: [harbour, city] } });
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

  it('preselects the agent named in ?agentId=', async () => {
    await openPlayground(reply('Hi'), '/playground?agentId=a2');
    expect((screen.getByLabelText('Agent') as HTMLSelectElement).value).toBe('a2');
    expect(screen.getByRole('heading', { name: 'Chat with City Realty' })).toBeTruthy();
    expect(screen.getByLabelText('Agent details').textContent).toContain('Realtor Agent');
  });

  it('has a 600 px chat and a note that no real channels are connected', async () => {
    fakeApi({ 'GET /api/agents': { body: [harbour] } });
    renderScreen(<PlaygroundScreen />);
    expect(screen.getByTestId('playground-chat').style.height).toBe('600px');
    expect(screen.getByRole('log', { name: 'Conversation' }).textContent).toContain('Choose an agent');
    expect(screen.getByRole('note').textContent).toContain('No real channels are connected');
  });

  it('sends nothing without an agent or with a blank message', async () => {
    const api = fakeApi({ 'GET /api/agents': { body: [harbour] }, [CHAT]: reply('Hi') });
    const { user } = renderScreen(<PlaygroundScreen />);
    await screen.findByRole('option', { name: 'Harbour Rentals' });

    // Nothing can be typed before an agent is chosen: choosing one starts a new chat, which would drop it.
    expect(messageInput().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    await chooseAgent(user, 'Agent', 'Harbour Rentals');
    await user.type(messageInput(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.bodies(CHAT)).toEqual([]);
    expect(messages()).toEqual([]);
  });

  it('sends on Enter, adds a line on Shift+Enter, shows typing, then the reply with its sources', async () => {
    const answer = deferred<FakeAnswer>();
    const { api, user } = await openPlayground(() => answer.promise);

    await user.type(messageInput(), 'Is parking free?{Shift>}{Enter}{/Shift}And bikes?');
    expect(messageInput().value).toBe('Is parking free?\nAnd bikes?');
    expect(api.bodies(CHAT)).toEqual([]);

    await user.keyboard('{Enter}');
    expect(messageInput().value).toBe('');
    expect(messages()).toEqual([{ role: 'user', text: 'Is parking free?\nAnd bikes?' }]);
    expect(screen.getByRole('status', { name: 'Agent is typing' })).toBeTruthy();
    expect(api.bodies(CHAT)).toEqual([{ agentId: 'a1', message: 'Is parking free?\nAnd bikes?', conversationHistory: [] }]);

    await act(async () => answer.resolve(reply('Parking is free; bikes go in the courtyard.', [{ id: 'k1', title: 'House rules' }, { id: 'k2', title: 'www.harbour.example' }])));

    expect(await screen.findByText('Parking is free; bikes go in the courtyard.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Agent is typing' })).toBeNull();
    const [, assistant] = screen.getAllByTestId('chat-message');
    expect(assistant!.getAttribute('data-role')).toBe('assistant');
    // Screen readers hear who said what, not one run of text.
    expect(screen.getByRole('group', { name: 'You said' }).textContent).toContain('Is parking free?');
    expect(screen.getByRole('group', { name: 'The agent replied' })).toBe(assistant);
    const sources = within(within(assistant!).getByLabelText('Sources'));
    expect(sources.getByText('Sources:')).toBeTruthy();
    expect(sources.getByText('House rules')).toBeTruthy();
    expect(sources.getByText('www.harbour.example')).toBeTruthy();
  });

  it('sends the conversation so far with each message and shows no sources when there are none', async () => {
    const answers = [reply('Check-in is at 3 pm.'), reply('Check-out is at 11 am.')];
    const { api, user } = await openPlayground(() => answers.shift()!);

    await user.type(messageInput(), 'Check-in?{Enter}');
    await screen.findByText('Check-in is at 3 pm.');
    await user.type(messageInput(), 'And check-out?{Enter}');
    await screen.findByText('Check-out is at 11 am.');

    expect(api.bodies(CHAT)).toEqual([
      { agentId: 'a1', message: 'Check-in?', conversationHistory: [] },
      {
        agentId: 'a1',
        message: 'And check-out?',
        conversationHistory: [
          { role: 'user', content: 'Check-in?' },
          { role: 'assistant', content: 'Check-in is at 3 pm.' },
        ],
      },
    ]);
    expect(screen.queryByLabelText('Sources')).toBeNull();
  });

  it('keeps answering a long chat: only the latest 50 turns go with a message, and a message is at most 4,000 characters', async () => {
    let asked = 0;
    const { api, user } = await openPlayground(() => reply(`a${++asked}`));
    expect(messageInput().maxLength).toBe(4000);

    for (let n = 1; n <= 27; n += 1) {
      await user.type(messageInput(), `q${n}{Enter}`);
      await screen.findByText(`a${n}`);
    }

    const last = api.bodies(CHAT)[26] as { message: string; conversationHistory: { role: string; content: string }[] };
    expect(last.message).toBe('q27');
    expect(last.conversationHistory).toHaveLength(50);
    expect(last.conversationHistory[0]).toEqual({ role: 'user', content: 'q2' });
    expect(last.conversationHistory[49]).toEqual({ role: 'assistant', content: 'a26' });
  });

  it('answers a failed call with an explanation, and keeps that explanation out of the history', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: FakeAnswer[] = [{ status: 503, body: { statusCode: 503, message: 'The AI service is not configured', error: 'Service Unavailable' } }, reply('Hello!')];
    const { api, user } = await openPlayground(() => answers.shift()!);

    await user.type(messageInput(), 'Hi{Enter}');
    const fallback = await screen.findByText(/AI service key may not be configured/);
    expect(fallback.textContent).toContain('temporary connection issue');
    expect(fallback.textContent).toContain('may still need some setup');
    expect(messages().map((entry) => entry.role)).toEqual(['user', 'assistant']);
    expect(logged).toHaveBeenCalledWith('API Request failed', expect.anything());

    await user.type(messageInput(), 'Hi again{Enter}');
    await screen.findByText('Hello!');
    expect(api.bodies(CHAT)[1]).toEqual({ agentId: 'a1', message: 'Hi again', conversationHistory: [{ role: 'user', content: 'Hi' }] });
  });

  it('shows the notice that comes with a reply beside it, and sends only the reply as history', async () => {
    const notice = 'The language model did not answer, so this reply comes from the knowledge alone.';
    const answers: FakeAnswer[] = [{ body: { response: 'Parking is on Gull Lane.', sources: [], notice } }, reply('Yes.')];
    const { api, user } = await openPlayground(() => answers.shift()!);

    await user.type(messageInput(), 'Where do we park?{Enter}');
    const replied = (await screen.findByText('Parking is on Gull Lane.')).closest<HTMLElement>('[data-testid="chat-message"]')!;
    expect(within(replied).getByRole('note').textContent).toBe(notice);

    await user.type(messageInput(), 'Free?{Enter}');
    const second = (await screen.findByText('Yes.')).closest<HTMLElement>('[data-testid="chat-message"]')!;
    expect(within(second).queryByRole('note')).toBeNull();
    expect(api.bodies(CHAT)[1]).toEqual({
      agentId: 'a1',
      message: 'Free?',
      conversationHistory: [
        { role: 'user', content: 'Where do we park?' },
        { role: 'assistant', content: 'Parking is on Gull Lane.' },
      ],
    });
  });

  it('apologises when the agent replies with nothing', async () => {
    const { user } = await openPlayground(reply('   '));
    await user.type(messageInput(), 'Anything?{Enter}');
    expect(await screen.findByText("I'm sorry, I couldn't come up with a reply. Please try rephrasing your question.")).toBeTruthy();
  });

  it('clears the chat, and a reply still on its way does not come back', async () => {
    const answer = deferred<FakeAnswer>();
    const answers = [reply('First answer'), () => answer.promise];
    const { user } = await openPlayground(() => {
      const next = answers.shift()!;
      return typeof next === 'function' ? next() : next;
    });
    expect(screen.getByRole('button', { name: 'Clear' }).getAttribute('aria-disabled')).toBe('true');

    await user.type(messageInput(), 'One{Enter}');
    await screen.findByText('First answer');
    await user.type(messageInput(), 'Two{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(messages()).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Agent is typing' })).toBeNull();
    await act(async () => answer.resolve(reply('Late answer')));
    expect(screen.queryByText('Late answer')).toBeNull();
    // Nothing left to clear, and the button keeps the keyboard focus it was pressed with.
    expect(screen.getByRole('button', { name: 'Clear' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear' }));
  });

  it('starts a new chat when another agent is chosen, and keeps the choice in the address', async () => {
    const { user, api, location } = await openPlayground(reply('Hello from the harbour'));
    await user.type(messageInput(), 'Hi{Enter}');
    await screen.findByText('Hello from the harbour');

    await chooseAgent(user, 'Agent', 'City Realty');
    expect(messages()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Chat with City Realty' })).toBeTruthy();
    expect(location()).toBe('/playground?agentId=a2');

    await user.type(messageInput(), 'Flats for sale?{Enter}');
    await screen.findAllByText('Hello from the harbour');
    expect(api.bodies(CHAT)[1]).toEqual({ agentId: 'a2', message: 'Flats for sale?', conversationHistory: [] });
  });

  it('scrolls to the newest message', async () => {
    const { user } = await openPlayground(reply('Sure.'));
    const log = screen.getByRole('log', { name: 'Conversation' });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1234 });

    await user.type(messageInput(), 'Scroll?{Enter}');
    await screen.findByText('Sure.');
    expect(log.scrollTop).toBe(1234);
  });
});
