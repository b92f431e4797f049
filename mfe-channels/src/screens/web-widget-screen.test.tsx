import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@app/api-client';
import { WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import { UiProvider } from '@app/ui';
import { chooseAgent, fakeApi, findToast, makeAgent, renderScreen } from '@app/testing';
import WebWidgetScreen from './web-widget-screen';

const savedLook = {
  ...WIDGET_CONFIG_DEFAULTS,
  primaryColor: '#1d4ed8',
  position: 'top-left',
  height: 520,
  agentName: 'Harbour Help',
  enableVoiceInput: false,
  allowedOrigins: ['https://harbour.example'],
};

const REAL_TIMERS = [
  'nextTick',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
  'queueMicrotask',
  'hrtime',
  'performance',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
] as const;

/** The designer with agent a1 chosen (the settings are off until an agent is) and its saved settings loaded. */
async function openWithAgent() {
  fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
  const rendered = renderScreen(<WebWidgetScreen />, { url: '/web-widget?agentId=a1' });
  await waitFor(() => expect(screen.getByLabelText('Select Agent')).toHaveProperty('value', 'a1'));
  await waitFor(() => expect(screen.getByLabelText('Primary Color').matches(':disabled')).toBe(false));
  return rendered;
}

function previewUrl() {
  return new URL(screen.getByTitle('Widget preview').getAttribute('src')!, 'http://host');
}

describe('Web Widget designer', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

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
    expect(screen.getByLabelText('Allowed Websites')).toHaveProperty('value', '');

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(screen.getByLabelText('Welcome Message')).toHaveProperty('value', 'Hi! How can I help you with your property search today?');
    expect(screen.getByLabelText('Input Placeholder')).toHaveProperty('value', 'Type a message...');
    expect(screen.getByLabelText('Agent Display Name')).toHaveProperty('value', 'Property Assistant');
  });

  it('turns the settings on only once an agent is chosen, whose saved settings they edit', async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { widgetConfig: savedLook } })] } });
    const { user } = renderScreen(<WebWidgetScreen />);
    await screen.findByRole('option', { name: 'Harbour Rentals' });

    const off = (label: string) => screen.getByLabelText(label).matches(':disabled');
    expect(off('Primary Color')).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(off('Welcome Message')).toBe(true);

    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    expect(screen.getByLabelText('Agent Display Name')).toHaveProperty('value', 'Harbour Help');
    expect(off('Welcome Message')).toBe(false);
  });

  it("loads the chosen agent's saved configuration into the form and the preview", async () => {
    fakeApi({
      'GET /api/agents': {
        body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { widgetConfig: savedLook } }), makeAgent({ id: 'a2', name: 'City Lofts' })],
      },
    });
    const { user } = renderScreen(<WebWidgetScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');

    expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', '#1d4ed8');
    expect(screen.getByLabelText('Position')).toHaveProperty('value', 'top-left');
    expect(screen.getByLabelText('Height (px)')).toHaveProperty('value', '520');
    await user.click(screen.getByRole('tab', { name: 'Behavior' }));
    expect(screen.getByRole('switch', { name: 'Enable Voice Input' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByLabelText('Allowed Websites')).toHaveProperty('value', 'https://harbour.example');
    await waitFor(() => expect(previewUrl().searchParams.get('agentId')).toBe('a1'));
    const { allowedOrigins: _serverOnly, ...look } = savedLook;
    expect(JSON.parse(previewUrl().searchParams.get('config')!)).toEqual(look);

    // Another agent brings its own (here: default) configuration.
    await chooseAgent(user, 'Select Agent', 'City Lofts');
    await user.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', '#000000');
  });

  it('opens with the agent its address names, as the agent dialog\'s Setup Widget links it', async () => {
    fakeApi({
      'GET /api/agents': { body: [makeAgent({ id: 'a2', name: 'City Lofts' }), makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { widgetConfig: savedLook } })] },
    });
    renderScreen(<WebWidgetScreen />, { url: '/web-widget?agentId=a1' });

    await waitFor(() => expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', '#1d4ed8'));
    expect(screen.getByLabelText('Select Agent')).toHaveProperty('value', 'a1');
  });

  it('asks for an agent when its address names none of the account’s agents (a stale bookmark)', async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
    const { user } = renderScreen(<WebWidgetScreen />, { url: '/web-widget?agentId=bogus' });
    await screen.findByRole('option', { name: 'Harbour Rentals' });

    const select = screen.getByLabelText('Select Agent') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(screen.queryByText(/data-agent-id="bogus"/)).toBeNull();
    await user.selectOptions(select, 'a1');
    expect(select.value).toBe('a1');
  });

  it('says why the embed code would show nothing yet for an agent in training or without web chat', async () => {
    fakeApi({
      'GET /api/agents': {
        body: [
          makeAgent({ id: 'a1', name: 'Harbour Rentals', status: 'training' }),
          makeAgent({ id: 'a2', name: 'City Lofts', status: 'active', channels: ['sms'] }),
          makeAgent({ id: 'a3', name: 'Dune House', status: 'active', channels: ['webchat'] }),
        ],
      },
    });
    const { user } = renderScreen(<WebWidgetScreen />);

    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    expect(screen.getByRole('note').textContent).toContain('still in training');
    await chooseAgent(user, 'Select Agent', 'City Lofts');
    expect(screen.getByRole('note').textContent).toContain('does not have the Web chat channel');
    await chooseAgent(user, 'Select Agent', 'Dune House');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("previews the agent's own name when the display name is left empty, as a website shows it", async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
    const { user } = renderScreen(<WebWidgetScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await user.clear(screen.getByLabelText('Agent Display Name'));

    await waitFor(() => expect(JSON.parse(previewUrl().searchParams.get('config')!).agentName).toBe('Harbour Rentals'));
  });

  it('says at once when a size is outside what the widget takes', async () => {
    const { user } = await openWithAgent();
    await user.clear(screen.getByLabelText('Height (px)'));
    await user.type(screen.getByLabelText('Height (px)'), '1000');

    expect(screen.getByText('Must be from 300 to 900')).toBeTruthy();
    expect(screen.getByLabelText('Height (px)').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('Height (px)'));
    await user.type(screen.getByLabelText('Height (px)'), '700');
    expect(screen.queryByText('Must be from 300 to 900')).toBeNull();
  });

  it('says at once when a colour or the logo address is one the widget would not take', async () => {
    const { user } = await openWithAgent();
    await user.clear(screen.getByLabelText('Primary Color'));
    await user.type(screen.getByLabelText('Primary Color'), 'red');
    await user.type(screen.getByLabelText('Logo URL (optional)'), 'logo.png');

    expect(screen.getByText('Must be a colour such as #1a73e8 or #fff')).toBeTruthy();
    expect(screen.getByText(/^Must be empty or a full http\(s\) address/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Logo URL (optional)'));
    // Taken by a URL parser, but not an address as written: the API refuses it too.
    await user.type(screen.getByLabelText('Logo URL (optional)'), 'https:cdn.example.com/logo.png');
    expect(screen.getByText(/^Must be empty or a full http\(s\) address/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Primary Color'));
    await user.type(screen.getByLabelText('Primary Color'), '#e11d48');
    await user.clear(screen.getByLabelText('Logo URL (optional)'));
    await user.type(screen.getByLabelText('Logo URL (optional)'), 'https://example.com/logo.png');
    expect(screen.queryByText(/^Must be/)).toBeNull();
  });

  it('marks a colour field holding a value the widget would not take, and links it to the error', async () => {
    const { user } = await openWithAgent();
    const primary = screen.getByLabelText('Primary Color');
    await user.clear(primary);
    await user.type(primary, '#12');

    expect(primary.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(primary.getAttribute('aria-describedby')!)?.textContent).toBe('Must be a colour such as #1a73e8 or #fff');
    expect(screen.getByLabelText('Background Color').getAttribute('aria-invalid')).toBeNull();
    // The red border of an invalid field, as Height's shows it.
    await user.clear(screen.getByLabelText('Height (px)'));
    await user.type(screen.getByLabelText('Height (px)'), '1000');
    const border = (label: string) => getComputedStyle(screen.getByLabelText(label)).borderColor;
    expect(border('Primary Color')).toBe(border('Height (px)'));
    expect(border('Primary Color')).not.toBe(border('Background Color'));

    await user.type(primary, '3');
    expect(primary.getAttribute('aria-invalid')).toBeNull();
    expect(primary.getAttribute('aria-describedby')).toBeNull();
  });

  it('points out a message over 500 characters, and texts too long together for the widget address', async () => {
    const { user } = await openWithAgent();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await user.clear(screen.getByLabelText('Welcome Message'));
    await user.click(screen.getByLabelText('Welcome Message'));
    await user.paste('w'.repeat(501));

    expect(screen.getByLabelText('Welcome Message')).toHaveProperty('value', 'w'.repeat(501));
    expect(screen.getByText('Must be text of at most 500 characters')).toBeTruthy();
    expect(screen.getByLabelText('Welcome Message').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Welcome Message'));
    await user.click(screen.getByLabelText('Welcome Message'));
    await user.paste('家'.repeat(500));
    await user.clear(screen.getByLabelText('Input Placeholder'));
    await user.click(screen.getByLabelText('Input Placeholder'));
    await user.paste('家'.repeat(500));

    expect(screen.queryByText('Must be text of at most 500 characters')).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/^The configuration is too long for the widget's address/);
  });

  it('shows a colour written short (#fff) in its picker as the same colour', async () => {
    const { user } = await openWithAgent();
    await user.clear(screen.getByLabelText('Primary Color'));
    await user.type(screen.getByLabelText('Primary Color'), '#1a7');

    expect(screen.getByLabelText('Primary Color picker')).toHaveProperty('value', '#11aa77');
  });

  it('saves the configuration on the agent and says so', async () => {
    const api = fakeApi({
      'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { widgetConfig: savedLook } })] },
      'PUT /api/agents/a1': (request) => ({ body: makeAgent({ id: 'a1', configuration: { widgetConfig: request.method } }) }),
    });
    const { user } = renderScreen(<WebWidgetScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const name = screen.getByLabelText('Agent Display Name');
    await user.clear(name);
    await user.type(name, 'Dockside Desk');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));

    expect((await findToast('Widget configuration saved')).variant).toBe('default');
    const put = api.spy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/agents/a1');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ configuration: { widgetConfig: { ...savedLook, agentName: 'Dockside Desk' } } });
  });

  it('limits the widget to the listed websites, pointing out lines that are not an origin', async () => {
    const api = fakeApi({
      'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] },
      'PUT /api/agents/a1': { body: makeAgent({ id: 'a1' }) },
    });
    const { user } = renderScreen(<WebWidgetScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.click(screen.getByRole('tab', { name: 'Behavior' }));
    const origins = screen.getByLabelText('Allowed Websites');
    await user.type(origins, 'https://harbour.example/rooms');
    expect(screen.getByText('Not a website origin (scheme and host only): https://harbour.example/rooms')).toBeTruthy();
    await user.clear(origins);
    await user.type(origins, ' https://harbour.example {Enter}{Enter}http://localhost:8080');
    expect(screen.queryByText(/Not a website origin/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await findToast('Widget configuration saved');
    const put = api.spy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body)).configuration.widgetConfig.allowedOrigins).toEqual(['https://harbour.example', 'http://localhost:8080']);
  });

  it('names the field a save would be refused for instead of sending it, and keeps the preview whole', async () => {
    const api = fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
    const { user } = renderScreen(<WebWidgetScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.clear(screen.getByLabelText('Height (px)'));
    await user.type(screen.getByLabelText('Height (px)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));

    expect((await findToast('Save Failed')).text).toContain('Height (px) must be a whole number from 300 to 900 (px)');
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([]);
    expect(screen.getByTitle('Widget preview').getAttribute('height')).toBe(String(WIDGET_CONFIG_DEFAULTS.height + 40));
  });

  it("keeps each agent's unsaved edits when another agent is chosen and then this one again", async () => {
    fakeApi({
      'GET /api/agents': {
        body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { widgetConfig: savedLook } }), makeAgent({ id: 'a2', name: 'Dockside Lets' })],
      },
    });
    const { user } = renderScreen(<WebWidgetScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.clear(screen.getByLabelText('Primary Color'));
    await user.type(screen.getByLabelText('Primary Color'), '#e11d48');

    await chooseAgent(user, 'Select Agent', 'Dockside Lets');
    expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', WIDGET_CONFIG_DEFAULTS.primaryColor);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');

    expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', '#e11d48');
    expect(screen.getByLabelText('Height (px)')).toHaveProperty('value', String(savedLook.height));
  });

  it('keeps unsaved edits while the manager looks at another screen, and drops them once saved', async () => {
    const api = fakeApi({
      'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { widgetConfig: savedLook } })] },
      'PUT /api/agents/a1': { body: makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { widgetConfig: savedLook } }) },
    });
    const first = renderScreen(<WebWidgetScreen />, { url: '/web-widget?agentId=a1' });
    await waitFor(() => expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', savedLook.primaryColor));
    await first.user.clear(screen.getByLabelText('Primary Color'));
    await first.user.type(screen.getByLabelText('Primary Color'), '#e11d48');
    first.unmount();

    const again = renderScreen(<WebWidgetScreen />, { url: '/web-widget?agentId=a1' });
    await waitFor(() => expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', '#e11d48'));
    await again.user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await findToast('Widget configuration saved');
    expect(api.bodies('PUT /api/agents/a1')[0]).toMatchObject({ configuration: { widgetConfig: { primaryColor: '#e11d48' } } });
    again.unmount();

    // Saved, the screen shows what the agent has stored (here the server's answer, as its list has it).
    renderScreen(<WebWidgetScreen />, { url: '/web-widget?agentId=a1' });
    await waitFor(() => expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', savedLook.primaryColor));
  });

  it("keeps unsaved edits in the tab's session storage, so a reloaded page finds them over the saved settings", async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { widgetConfig: savedLook } })] } });
    const first = renderScreen(<WebWidgetScreen />, { url: '/web-widget?agentId=a1' });
    await waitFor(() => expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', savedLook.primaryColor));
    await first.user.clear(screen.getByLabelText('Primary Color'));
    await first.user.type(screen.getByLabelText('Primary Color'), '#e11d48');
    expect(JSON.parse(sessionStorage.getItem('widget-designer-draft:a1')!)).toMatchObject({ primaryColor: '#e11d48' });
    first.unmount();

    // A page loaded before a setting existed kept a draft without it: the saved value fills the gap.
    sessionStorage.setItem('widget-designer-draft:a1', JSON.stringify({ primaryColor: '#0f766e' }));
    renderScreen(<WebWidgetScreen />, { url: '/web-widget?agentId=a1' });
    await waitFor(() => expect(screen.getByLabelText('Primary Color')).toHaveProperty('value', '#0f766e'));
    expect(screen.getByLabelText('Height (px)')).toHaveProperty('value', String(savedLook.height));
  });

  it('asks for an agent before saving', async () => {
    const api = fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1' })] } });
    const { user } = renderScreen(<WebWidgetScreen />);
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    const toast = await findToast('Select an Agent');
    expect(toast.variant).toBe('destructive');
    expect(toast.text).toContain('Please select an agent before saving configuration.');
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it("shows the server's reason when saving fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] },
      'PUT /api/agents/a1': {
        status: 400,
        body: { statusCode: 400, message: ['configuration.widgetConfig.logoUrl must be empty or a full http(s) address such as https://example.com/logo.png'], error: 'Bad Request' },
      },
    });
    const { user } = renderScreen(<WebWidgetScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    const toast = await findToast('Save Failed');
    expect(toast.variant).toBe('destructive');
    expect(toast.text).toContain('configuration.widgetConfig.logoUrl must be empty or a full http(s) address such as https://example.com/logo.png');
  });

  it('copies the embed code for the chosen agent, and asks for an agent first', async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
    const { user } = renderScreen(<WebWidgetScreen />);
    await screen.findByRole('option', { name: 'Harbour Rentals' });
    expect(screen.getByText('Select an agent to get its embed code.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    const missing = await findToast('Select an agent');
    expect(missing.variant).toBe('destructive');
    expect(missing.text).toContain('Please select an agent to configure the widget for.');

    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    const snippet = `<script src="${window.location.origin}/embed.js" data-agent-id="a1" async></script>`;
    expect(screen.getByLabelText('Embed code').textContent).toBe(snippet);
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    expect((await findToast('Embed code copied')).variant).toBe('default');
    expect(await navigator.clipboard.readText()).toBe(snippet);
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
    within(preview).getByTitle('Widget preview');
    await waitFor(() => {
      expect(previewUrl().pathname).toBe('/widget-client');
      expect(previewUrl().searchParams.get('agentId')).toBe('a1');
      expect(JSON.parse(previewUrl().searchParams.get('config')!)).toMatchObject({ agentName: 'Harbour Help', height: 600 });
    });
  });

  it('makes the preview as tall as the widget plus its margins', async () => {
    const { user } = await openWithAgent();
    const height = screen.getByLabelText('Height (px)');
    await user.clear(height);
    await user.type(height, '520');
    expect(screen.getByTitle('Widget preview').getAttribute('height')).toBe('560');
  });

  it('shrinks the preview to fit a stage narrower than the smallest widget (a phone), keeping its proportions', async () => {
    let reportWidth: (width: number) => void = () => undefined;
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        reportWidth = (width) => callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      observe() {}
      disconnect() {}
    }
    const original = globalThis.ResizeObserver;
    Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
    try {
      fakeApi({ 'GET /api/agents': { body: [] } });
      renderScreen(<WebWidgetScreen />);
      const frame = screen.getByTitle('Widget preview');
      const frameHeight = WIDGET_CONFIG_DEFAULTS.height + 40;

      act(() => reportWidth(500));
      expect(frame.style.transform).toBe('');
      expect(frame.style.width).toBe('100%');

      act(() => reportWidth(240)); // the smallest widget (280) and its margins (2 x 20) need 320
      expect(frame.style.width).toBe('320px');
      expect(frame.style.transform).toBe('scale(0.75)');
      expect((frame.parentElement as HTMLElement).style.height).toBe(`${frameHeight * 0.75}px`);
    } finally {
      Object.assign(globalThis, { ResizeObserver: original });
    }
  });

  it('says the agents could not be loaded, instead of "No agents yet", and loads them again on request', async () => {
    let failing = true;
    fakeApi({
      'GET /api/agents': () =>
        failing
          ? { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } }
          : { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] },
    });
    const { user } = renderScreen(<WebWidgetScreen />);

    expect(await screen.findByText(/Could not load your agents/)).toBeTruthy();
    expect(screen.queryByText('Create an agent on the Agents screen first.')).toBeNull();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('option', { name: 'Harbour Rentals' })).toBeTruthy();
    expect(screen.queryByText(/Could not load your agents/)).toBeNull();
  });

  it('counts the agents list as fresh for five minutes', async () => {
    const api = fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals' })] } });
    const store = createAppStore();
    const mount = () =>
      render(
        <Provider store={store}>
          <UiProvider>
            <MemoryRouter>
              <WebWidgetScreen />
            </MemoryRouter>
          </UiProvider>
        </Provider>,
      );
    const agentLoads = () => api.calls().filter((call) => call === 'GET /api/agents').length;
    userEvent.setup();
    const first = mount();
    await screen.findByRole('option', { name: 'Harbour Rentals' });
    first.unmount();

    // Only the clock moves; timers stay real so the screen works as usual.
    const start = Date.now();
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
    try {
      jest.setSystemTime(start + 4 * 60_000);
      const second = mount();
      await screen.findByRole('option', { name: 'Harbour Rentals' });
      expect(agentLoads()).toBe(1);
      second.unmount();

      jest.setSystemTime(start + 6 * 60_000);
      await act(async () => {
        mount();
      });
      await waitFor(() => expect(agentLoads()).toBe(2));
    } finally {
      jest.useRealTimers();
    }
  });
});
