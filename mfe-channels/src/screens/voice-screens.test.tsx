import { screen } from '@testing-library/react';
import { chooseAgent, fakeApi, makeAgent, renderScreen } from '@app/testing';
import ElevenLabsVoiceScreen from './elevenlabs-voice-screen';
import VapiVoiceScreen from './vapi-voice-screen';
import VoiceAgentScreen from './voice-agent-screen';
import VoiceSimpleScreen from './voice-simple-screen';

function tabNames() {
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
}

function optionValues(label: string) {
  return Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.value);
}

/** What the screen's notes say, together. */
const notes = () => screen.getAllByRole('note').map((note) => note.textContent).join(' ');

describe('voice screens', () => {
  beforeEach(() => fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } }));
  afterEach(() => jest.restoreAllMocks());

  it('basic provider: four tabs with the spec defaults and nothing that saves yet', async () => {
    const { user } = renderScreen(<VoiceAgentScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Voice Calling' })).toBeTruthy();
    expect(tabNames()).toEqual(['Configure', 'Voice Settings', 'Call Flows', 'Test Call']);
    expect(await screen.findByRole('option', { name: 'Harbour Rentals' })).toBeTruthy();
    expect(screen.getByLabelText('Transfer Keyword')).toHaveProperty('value', 'speak to human');
    expect(screen.getByRole('button', { name: 'Save Configuration' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('tab', { name: 'Voice Settings' }));
    expect(screen.getByLabelText('Voice')).toHaveProperty('value', 'rachel');
    expect(optionValues('Voice')).toEqual(['rachel', 'domi', 'bella', 'antoni', 'josh', 'arnold', 'adam', 'sam']);
    expect(screen.getByLabelText('Voice Provider')).toHaveProperty('value', 'elevenlabs');

    await user.click(screen.getByRole('tab', { name: 'Call Flows' }));
    expect(screen.getByRole('button', { name: 'Add Flow' })).toHaveProperty('disabled', true);
    expect(screen.getByText('No call flows yet')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Test Call' }));
    expect(screen.getByRole('button', { name: 'Activate Voice' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Voice activation needs an agent with a phone number.')).toBeTruthy();
  });

  it('basic provider: the test call says voice is not connected, not that a number is missing, once the agent has one', async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { smsPhoneNumber: '+15551234567' } })] } });
    const { user } = renderScreen(<VoiceAgentScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.click(screen.getByRole('tab', { name: 'Test Call' }));

    expect(screen.getAllByText('(555) 123-4567').length).toBeGreaterThan(0);
    expect(screen.getByText('Voice calling is not connected yet, so calls to this number are not answered.')).toBeTruthy();
    expect(screen.queryByText('Voice activation needs an agent with a phone number.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Activate Voice' })).toHaveProperty('disabled', true);
  });

  it('voice-AI platform: four tabs, the dashboard notice and the platform lists', async () => {
    const { user } = renderScreen(<VapiVoiceScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Voice Calling' })).toBeTruthy();
    expect(tabNames()).toEqual(['Simple Voice', 'Setup', 'Configure', 'Test & Monitor']);
    expect(notes()).toContain("platform's own dashboard directly");
    expect(notes()).toContain('Not connected yet');
    expect(optionValues('Speaking Style')).toEqual(['friendly', 'professional', 'conversational', 'energetic', 'calm']);

    await user.click(screen.getByRole('tab', { name: 'Setup' }));
    expect(screen.getByLabelText('API Key').getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('tab', { name: 'Configure' }));
    expect(optionValues('Model')).toEqual(['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo', 'claude-3-opus', 'claude-3-sonnet']);
    expect(optionValues('Voice')).toEqual(['sarah', 'jennifer', 'maya', 'john', 'rick', 'pete']);
    expect(screen.getByLabelText('End Call Phrases')).toHaveProperty('value', 'goodbye, bye, talk to you later, see you');
    expect(screen.getByRole('button', { name: 'Save Configuration' })).toHaveProperty('disabled', true);
  });

  it('speech-synthesis provider: Setup Voice and Test Call', async () => {
    const { user } = renderScreen(<ElevenLabsVoiceScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Voice Calls' })).toBeTruthy();
    expect(tabNames()).toEqual(['Setup Voice', 'Test Call']);
    expect(optionValues('Voice')).toEqual(['sarah', 'rachel', 'adam', 'antoni']);
    expect(optionValues('Model')).toEqual(['gpt-4o', 'gpt-3.5-turbo']);
    expect(screen.getByRole('button', { name: 'Create Voice Agent' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('tab', { name: 'Test Call' }));
    expect(screen.getByText('No test number yet')).toBeTruthy();
  });

  it('simple variant: agent, voice and model choices, a notice that neither voice nor SMS is connected and a disabled activation', async () => {
    const { user } = renderScreen(<VoiceSimpleScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Voice Calls' })).toBeTruthy();
    // Both SMS screens say SMS is not connected: this one must not say it works.
    expect(notes()).toContain('Voice calling is not connected yet, and neither is SMS texting.');
    expect(notes()).not.toMatch(/SMS texting works|demo/);
    expect(notes()).toContain('its actions stay off until the service behind them is available');
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.selectOptions(screen.getByLabelText('Model'), 'claude-3-opus');
    expect(screen.getByLabelText('Model')).toHaveProperty('value', 'claude-3-opus');
    expect(screen.getByText(/Harbour Rentals has no phone number yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate Voice' })).toHaveProperty('disabled', true);
  });
});
