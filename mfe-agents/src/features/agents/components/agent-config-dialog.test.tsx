import { screen, within } from '@testing-library/react';
import type { Agent } from '@app/contracts';
import type { UserEvent } from '@testing-library/user-event';
import { findToast, renderScreen } from '@app/testing';
import AgentsScreen from '../../../screens/agents-screen';
import { buildAgent } from '../../../test/factories';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { dialogNamed } from '../../../test/dialog-named';

async function openConfiguration(api: FakeApi, agent: Agent) {
  api.reply('GET /api/agents', [agent]);
  const rendered = renderScreen(<AgentsScreen />);
  const card = within(await screen.findByTestId('agent-card'));
  await rendered.user.click(card.getByRole('button', { name: 'Configure' }));
  return { ...rendered, dialog: dialogNamed(agent.name) };
}

const closeWays: [string, (user: UserEvent) => Promise<void>][] = [
  ['Escape', (user) => user.keyboard('{Escape}')],
  ['the close button', (user) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ['a click outside', (user) => user.click(screen.getByTestId('dialog-overlay'))],
];

describe('Agent configuration dialog', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers Settings, Channels and Knowledge tabs, prefilled from the agent', async () => {
    const agent = buildAgent({ name: 'Ada', description: 'Sells flats', type: 'realtor', systemPrompt: 'Be brief.' });
    const { dialog } = await openConfiguration(api, agent);

    expect(dialog.getByText('Configure your agent')).toBeTruthy();
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Settings', 'Channels', 'Knowledge']);
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    expect((dialog.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Sells flats');
    expect((dialog.getByLabelText('Agent Type') as HTMLSelectElement).value).toBe('realtor');
    expect((dialog.getByLabelText('AI Instructions') as HTMLTextAreaElement).value).toBe('Be brief.');
    // The forms stop where the API does, so a save is never refused for a length nobody was told about.
    expect((dialog.getByLabelText('Name') as HTMLInputElement).maxLength).toBe(120);
    expect((dialog.getByLabelText('Description') as HTMLTextAreaElement).maxLength).toBe(2000);
    expect((dialog.getByLabelText('AI Instructions') as HTMLTextAreaElement).maxLength).toBe(20000);
  });

  it('saves trimmed settings as active, toasts and closes', async () => {
    const agent = buildAgent({ name: 'Ada', status: 'training' });
    api.handle(`PATCH /api/agents/${agent.id}`, ({ body }) => {
      const saved = { ...agent, ...(body as Partial<Agent>) };
      api.reply('GET /api/agents', [saved]);
      return { body: saved };
    });
    const { user, dialog } = await openConfiguration(api, agent);
    const confirm = jest.spyOn(window, 'confirm');

    const name = dialog.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Ada Lovelace  ');
    await user.clear(dialog.getByLabelText('Description'));
    await user.type(dialog.getByLabelText('Description'), ' Sells flats ');
    await user.selectOptions(dialog.getByLabelText('Agent Type'), 'realtor');
    await user.type(dialog.getByLabelText('AI Instructions'), 'Always greet by name.');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    const toast = await findToast('Agent updated successfully');
    expect(toast.text).toContain('Your changes have been saved.');
    expect(api.requests(`PATCH /api/agents/${agent.id}`).map((request) => request.body)).toEqual([
      { name: 'Ada Lovelace', description: 'Sells flats', type: 'realtor', systemPrompt: 'Always greet by name.', status: 'active' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
    const card = within(screen.getByTestId('agent-card'));
    expect(await card.findByRole('button', { name: 'Test Chat' })).toBeTruthy();
  });

  it('refuses a blank name and reports a failed save', async () => {
    const agent = buildAgent({ name: 'Ada' });
    api.reply(`PATCH /api/agents/${agent.id}`, { statusCode: 500, message: 'boom', error: 'Internal Server Error' }, 500);
    const { user, dialog } = await openConfiguration(api, agent);

    await user.clear(dialog.getByLabelText('Name'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect((await findToast('Name required')).variant).toBe('destructive');
    expect(api.requests(`PATCH /api/agents/${agent.id}`)).toHaveLength(0);
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('Name'));

    await user.type(dialog.getByLabelText('Name'), 'Ada');
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    const toast = await findToast('Error updating agent');
    expect(toast.variant).toBe('destructive');
    expect(toast.text).toContain('Please try again.');
    expect(screen.getByRole('dialog', { name: 'Ada' })).toBeTruthy();
  });

  it("shows SMS as Connected when sms is among the agent's channels", async () => {
    const { user, dialog } = await openConfiguration(api, buildAgent({ name: 'Ada', channels: ['webchat', 'sms'] }));
    await user.click(dialog.getByRole('tab', { name: 'Channels' }));

    const sms = within(dialog.getByRole('listitem', { name: 'SMS' }));
    expect(sms.getByText('Connected')).toBeTruthy();
    expect(sms.queryByRole('button', { name: 'Setup SMS' })).toBeNull();
  });

  it('offers channel setup screens for the agent and keeps WhatsApp unavailable', async () => {
    const agent = buildAgent({ name: 'Ada', channels: ['webchat'] });
    const { user, dialog, location } = await openConfiguration(api, agent);
    await user.click(dialog.getByRole('tab', { name: 'Channels' }));

    expect(dialog.queryByText('Connected')).toBeNull();
    const whatsapp = within(dialog.getByRole('listitem', { name: 'WhatsApp Business' })).getByRole('button', { name: 'Connect' }) as HTMLButtonElement;
    expect(whatsapp.disabled).toBe(true);
    expect(whatsapp.title).toBe('WhatsApp is not available yet');

    await user.click(within(dialog.getByRole('listitem', { name: 'SMS' })).getByRole('button', { name: 'Setup SMS' }));
    expect(location()).toBe(`/sms-simple?agentId=${agent.id}`);
    await user.click(within(dialog.getByRole('listitem', { name: 'Voice Calls' })).getByRole('button', { name: 'Setup Voice' }));
    expect(location()).toBe(`/voice-simple?agentId=${agent.id}`);
    await user.click(within(dialog.getByRole('listitem', { name: 'Web chat' })).getByRole('button', { name: 'Setup Widget' }));
    expect(location()).toBe(`/web-widget?agentId=${agent.id}`);
  });

  it('keeps unsaved settings when switching tabs', async () => {
    const { user, dialog } = await openConfiguration(api, buildAgent({ name: 'Ada' }));
    await user.type(dialog.getByLabelText('AI Instructions'), 'Be kind.');
    await user.click(dialog.getByRole('tab', { name: 'Channels' }));
    await user.click(dialog.getByRole('tab', { name: 'Settings' }));
    expect((dialog.getByLabelText('AI Instructions') as HTMLTextAreaElement).value).toBe('Be kind.');
  });

  it('asks before a Setup button leaves unsaved settings behind, and stays when told to', async () => {
    const agent = buildAgent({ name: 'Ada', channels: ['webchat'] });
    const { user, dialog, location } = await openConfiguration(api, agent);
    await user.type(dialog.getByLabelText('AI Instructions'), 'Be kind.');
    await user.click(dialog.getByRole('tab', { name: 'Channels' }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const before = location();

    await user.click(within(dialog.getByRole('listitem', { name: 'Web chat' })).getByRole('button', { name: 'Setup Widget' }));

    expect(confirm).toHaveBeenCalledWith('Your changes on the Settings tab are not saved. Leave without saving them?');
    expect(location()).toBe(before);
    await user.click(dialog.getByRole('tab', { name: 'Settings' }));
    expect((dialog.getByLabelText('AI Instructions') as HTMLTextAreaElement).value).toBe('Be kind.');

    confirm.mockReturnValue(true);
    await user.click(dialog.getByRole('tab', { name: 'Channels' }));
    await user.click(within(dialog.getByRole('listitem', { name: 'Web chat' })).getByRole('button', { name: 'Setup Widget' }));
    expect(location()).toBe(`/web-widget?agentId=${agent.id}`);
  });

  it.each(closeWays)('asks before %s drops unsaved settings, stays when told to, and asks nothing once there are none', async (_way, close) => {
    const { user, dialog } = await openConfiguration(api, buildAgent({ name: 'Ada' }));
    await user.type(dialog.getByLabelText('AI Instructions'), 'Be kind.');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);

    await close(user);
    expect(confirm).toHaveBeenCalledWith('Your changes on the Settings tab are not saved. Leave without saving them?');
    expect(dialogNamed('Ada').getByLabelText('AI Instructions')).toHaveProperty('value', 'Be kind.');

    confirm.mockReturnValue(true);
    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(screen.getByTestId('agent-card')).getByRole('button', { name: 'Configure' }));
    expect(dialogNamed('Ada').getByLabelText('AI Instructions')).toHaveProperty('value', '');
    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
