import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen } from '@app/testing';
import SettingsScreen from './settings-screen';

const me = { id: 'u1', name: 'Dana Reyes', email: 'dana@harbour.test', accountId: 'acc1', createdAt: '2025-01-01T00:00:00.000Z' };

function optionValues(label: string) {
  return Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.value);
}

describe('Settings', () => {
  beforeEach(() => fakeApi({ 'GET /api/auth/me': { body: me } }));
  afterEach(() => jest.restoreAllMocks());

  it('opens on Profile with name and email of the signed-in user and the default choices', async () => {
    renderScreen(<SettingsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Notifications',
      'Security & Privacy',
      'Billing & Subscription',
      'API',
      'Data',
    ]);
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Dana Reyes'));
    expect(screen.getByLabelText('Email Address')).toHaveProperty('value', 'dana@harbour.test');
    expect(screen.getByLabelText('Email Address').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Timezone')).toHaveProperty('value', 'America/New_York');
    expect(optionValues('Timezone')).toEqual(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London']);
    expect(screen.getByLabelText('Language')).toHaveProperty('value', 'en-US');
    expect(optionValues('Language')).toEqual(['en-US', 'en-GB', 'es-ES', 'fr-FR', 'de-DE']);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
  });

  it('switches tabs and keeps what was changed on the way back', async () => {
    const { user } = renderScreen(<SettingsScreen />);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const expected = {
      'Email Notifications': 'true',
      'SMS Notifications': 'false',
      'New Conversations': 'true',
      'Missed Calls': 'true',
      'Booking Reminders': 'true',
      'Weekly Reports': 'true',
    };
    for (const [name, checked] of Object.entries(expected)) {
      expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe(checked);
    }
    expect(screen.getByText('Upcoming property tours.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'SMS Notifications' }));
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('tab', { name: 'Security & Privacy' }));
    expect(screen.getByRole('switch', { name: 'Two-Factor Authentication' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByLabelText('Session Timeout')).toHaveProperty('value', '30');
    expect(optionValues('Session Timeout')).toEqual(['15', '30', '60', '480', 'never']);
    expect(screen.getByLabelText('API Key Rotation')).toHaveProperty('value', '90');
    expect(optionValues('API Key Rotation')).toEqual(['30', '60', '90', '180', 'never']);
    expect(screen.getByText(/leave empty to allow all IPs/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Security Settings' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'SMS Notifications' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the static billing display with inert buttons', async () => {
    const { user } = renderScreen(<SettingsScreen />);
    await user.click(screen.getByRole('tab', { name: 'Billing & Subscription' }));
    expect(screen.getByText('Professional Plan')).toBeTruthy();
    expect(screen.getByText('Up to 10 AI agents, unlimited conversations')).toBeTruthy();
    expect(screen.getByText('1,847 / Unlimited')).toBeTruthy();
    expect(screen.getByText('127 / 500')).toBeTruthy();
    expect(screen.getByText('2.3 GB / 10 GB')).toBeTruthy();
    expect(screen.getByText('•••• •••• •••• 4242')).toBeTruthy();
    expect(screen.getByText('Expires 12/26')).toBeTruthy();
    for (const name of ['Change Plan', 'View Invoice', 'Update']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('regenerates an sk_ key, copies it and says so', async () => {
    const { user } = renderScreen(<SettingsScreen />);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getByRole('tab', { name: 'API' }));
    expect(screen.getByText('Production Key')).toBeTruthy();
    expect(screen.getByText('Last used: 2 hours ago')).toBeTruthy();
    expect(screen.getByText('1,000')).toBeTruthy();
    expect(screen.getByText('50,000')).toBeTruthy();
    expect(screen.getByText('100,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API Reference' }).getAttribute('href')).toBe('/api/docs');

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const key = writeText.mock.calls[0][0] as string;
    expect(key).toMatch(/^sk_[A-Za-z0-9]{32}$/);
    expect(await screen.findByText('New API key generated')).toBeTruthy();
    expect(screen.getByText('Your new API key has been copied to clipboard.')).toBeTruthy();
    expect(screen.getByLabelText('Production key').textContent).toMatch(new RegExp(`^sk_•+${key.slice(-4)}$`));

    // Another tab and back: the new key's ending is still the one shown.
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.click(screen.getByRole('tab', { name: 'API' }));
    expect(screen.getByLabelText('Production key').textContent).toMatch(new RegExp(`^sk_•+${key.slice(-4)}$`));
  });

  it('tells the person when the key could not be copied', async () => {
    const { user } = renderScreen(<SettingsScreen />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    await user.click(screen.getByRole('tab', { name: 'API' }));
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Could not copy the key')).toBeTruthy();
    expect(screen.queryByText('New API key generated')).toBeNull();
  });

  it('data tab: export, import and deletions are disabled, and nothing claims an export was started', async () => {
    const api = fakeApi({ 'GET /api/auth/me': { body: me } });
    const { user } = renderScreen(<SettingsScreen />);
    await user.click(screen.getByRole('tab', { name: 'Data' }));
    expect(screen.getByText('2 years')).toBeTruthy();
    expect(screen.getByText('1 year')).toBeTruthy();
    expect(screen.getByText('Indefinitely')).toBeTruthy();

    // No back end yet, so the screen's 'Not connected yet' holds: these stay off rather than pretend.
    for (const name of ['Request Data Export', 'Import Data']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      await user.click(button);
    }
    expect(screen.queryByText('Data export initiated')).toBeNull();
    expect(screen.queryByText('Import feature coming soon')).toBeNull();
    expect(api.calls().filter((call) => !call.startsWith('GET /api/auth/me'))).toEqual([]);

    expect(screen.getByText('These actions are irreversible.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete All Conversations' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveProperty('disabled', true);
  });
});
