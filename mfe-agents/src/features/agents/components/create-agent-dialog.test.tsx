import { screen, waitFor } from '@testing-library/react';
import { findToast, renderScreen } from '@app/testing';
import AgentsScreen from '../../../screens/agents-screen';
import { buildAgent } from '../../../test/factories';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { dialogNamed } from '../../../test/dialog-named';

async function openCreateDialog() {
  const rendered = renderScreen(<AgentsScreen />);
  await screen.findByText('No AI Agents Yet');
  await rendered.user.click(screen.getByRole('button', { name: 'Create Agent' }));
  return { ...rendered, dialog: dialogNamed('Create New AI Agent') };
}

describe('Create New AI Agent dialog', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    api.reply('GET /api/agents', []);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts as a rental agent on the webchat channel, with the catalogue labels', async () => {
    const { dialog } = await openCreateDialog();
    expect((dialog.getByLabelText('Agent Type') as HTMLSelectElement).value).toBe('rental');
    expect(dialog.getByRole('option', { name: 'Realtor Agent' })).toBeTruthy();
    expect(dialog.getByRole('option', { name: 'Property Manager' })).toBeTruthy();
    expect(dialog.getByText('Short-term rental management')).toBeTruthy();
    expect((dialog.getByRole('checkbox', { name: 'Webchat Widget' }) as HTMLInputElement).checked).toBe(true);
    for (const name of ['WhatsApp', 'SMS/Text', 'Voice Calls']) {
      expect((dialog.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false);
    }
    expect((dialog.getByLabelText('Name') as HTMLInputElement).maxLength).toBe(120);
    expect((dialog.getByLabelText('Description') as HTMLTextAreaElement).maxLength).toBe(2000);
  });

  it('refuses a blank name with a toast and sends nothing', async () => {
    const { user, dialog } = await openCreateDialog();
    await user.type(dialog.getByLabelText('Name'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Create Agent' }));

    const toast = await findToast('Name required');
    expect(toast.variant).toBe('destructive');
    expect(toast.text).toContain('Please provide a name for your agent.');
    expect(api.requests('POST /api/agents')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Create New AI Agent' })).toBeTruthy();
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('Name'));
  });

  it('posts trimmed values with training status, then closes, toasts and resets to the defaults', async () => {
    const created = buildAgent({ name: 'Sunset Villas' });
    api.handle('POST /api/agents', () => {
      api.reply('GET /api/agents', [created]);
      return { status: 201, body: created };
    });
    const { user, dialog } = await openCreateDialog();

    await user.type(dialog.getByLabelText('Name'), '  Sunset Villas  ');
    await user.type(dialog.getByLabelText('Description'), '  Books villas  ');
    await user.selectOptions(dialog.getByLabelText('Agent Type'), 'property_manager');
    await user.click(dialog.getByRole('checkbox', { name: 'Voice Calls' }));
    await user.click(dialog.getByRole('checkbox', { name: 'SMS/Text' }));
    await user.click(dialog.getByRole('button', { name: 'Create Agent' }));

    const toast = await findToast('Agent created successfully');
    expect(toast.variant).toBe('default');
    expect(toast.text).toContain('Open Configure and save it once to make it Active.');
    expect(api.requests('POST /api/agents').map((request) => request.body)).toEqual([
      { name: 'Sunset Villas', description: 'Books villas', type: 'property_manager', channels: ['webchat', 'sms', 'voice'], status: 'training', configuration: {} },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Sunset Villas')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create Agent' }));
    const reopened = dialogNamed('Create New AI Agent');
    expect((reopened.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((reopened.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('');
    expect((reopened.getByLabelText('Agent Type') as HTMLSelectElement).value).toBe('rental');
    expect((reopened.getByRole('checkbox', { name: 'Webchat Widget' }) as HTMLInputElement).checked).toBe(true);
    expect((reopened.getByRole('checkbox', { name: 'Voice Calls' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows Creating... while the request is pending', async () => {
    const pending = api.hold('POST /api/agents', { status: 201, body: buildAgent() });
    const { user, dialog } = await openCreateDialog();
    await user.type(dialog.getByLabelText('Name'), 'Ada');
    await user.click(dialog.getByRole('button', { name: 'Create Agent' }));

    const button = (await dialog.findByRole('button', { name: 'Creating...' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    pending.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and the typed values when the API refuses', async () => {
    api.reply('POST /api/agents', { statusCode: 500, message: 'boom', error: 'Internal Server Error' }, 500);
    const { user, dialog } = await openCreateDialog();
    await user.type(dialog.getByLabelText('Name'), 'Ada');
    await user.type(dialog.getByLabelText('Description'), 'Helps tenants');
    await user.click(dialog.getByRole('button', { name: 'Create Agent' }));

    const toast = await findToast('Failed to create agent');
    expect(toast.variant).toBe('destructive');
    expect(toast.text).toContain('Please try again later.');
    const still = dialogNamed('Create New AI Agent');
    expect((still.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    expect((still.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Helps tenants');
  });
});
