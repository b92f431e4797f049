import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeAgent } from '../test/fake-api';
import { chooseAgent } from '../test/choose-agent';
import { renderScreen } from '../test/render-screen';
import WebWidgetScreen from './web-widget-screen';

describe('Web Widget designer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers the real agents and the three tabs with the default configuration', async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
    const { user } = renderScreen(<WebWidgetScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Web Widget' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Harbour Rentals' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Appearance', 'Behavior', 'Messages']);

    expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', '#000000');
    expect(screen.getByLabelText('Background Color')).toHaveProperty('value', '#ffffff');
    expect(screen.getByLabelText('Border Radius (px)')).toHaveProperty('value', '12');
    expect(screen.getByLabelText('Position')).toHaveProperty('value', 'bottom-right');
    expect(screen.getByLabelText('Height (px)')).toHaveProperty('value', '600');
    expect(screen.getByLabelText('Width (px)')).toHaveProperty('value', '380');

    await user.click(screen.getByRole('tab', { name: 'Behavior' }));
    for (const name of ['Show Agent Avatar', 'Enable File Upload', 'Enable Voice Input']) {
      expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    }

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(screen.getByLabelText('Welcome Message')).toHaveProperty('value', 'Hi! How can I help you with your property search today?');
    expect(screen.getByLabelText('Input Placeholder')).toHaveProperty('value', 'Type a message...');
    expect(screen.getByLabelText('Agent Display Name')).toHaveProperty('value', 'Property Assistant');
  });

  it('keeps saving and copying disabled until those features exist', async () => {
    fakeApi({ 'GET /api/agents': { body: [] } });
    renderScreen(<WebWidgetScreen />);
    expect(screen.getByRole('button', { name: 'Save Configuration' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Copy Code' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('heading', { name: 'Embed Code' })).toBeTruthy();
    expect(await screen.findByText('Create an agent on the Agents screen first.')).toBeTruthy();
  });

  it('previews the widget page with the chosen agent and the edited settings', async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
    const { user } = renderScreen(<WebWidgetScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const name = screen.getByLabelText('Agent Display Name');
    await user.clear(name);
    await user.type(name, 'Harbour Help');

    const preview = screen.getByRole('heading', { name: 'Live Preview' }).closest('div')!.parentElement!;
    const frame = within(preview).getByTitle('Widget preview');
    await waitFor(() => {
      const url = new URL(frame.getAttribute('src')!, 'http://host');
      expect(url.pathname).toBe('/widget-client');
      expect(url.searchParams.get('agentId')).toBe('a1');
      expect(JSON.parse(url.searchParams.get('config')!)).toMatchObject({ agentName: 'Harbour Help', height: 600 });
    });
    expect(frame.getAttribute('width')).toBe('380');
  });

  it('resizes the preview as the height is edited', async () => {
    fakeApi({ 'GET /api/agents': { body: [] } });
    const { user } = renderScreen(<WebWidgetScreen />);
    const height = screen.getByLabelText('Height (px)');
    await user.clear(height);
    await user.type(height, '520');
    expect(screen.getByTitle('Widget preview').getAttribute('height')).toBe('520');
  });
});
