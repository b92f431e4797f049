import { screen, within } from '@testing-library/react';
import { renderWidget } from '../test/render-widget';

describe('widget page', () => {
  afterEach(() => localStorage.clear());

  it('shows the default widget, connecting, with the welcome message first', () => {
    const { connections } = renderWidget();
    const widget = screen.getByRole('region', { name: 'Chat with Property Assistant' });
    expect(widget.closest('[data-agent-id]')!.getAttribute('data-agent-id')).toBe('agent-7');
    expect(screen.getByRole('heading', { name: 'Property Assistant' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Connecting');
    expect(screen.getByTestId('agent-avatar')).toBeTruthy();

    const bubbles = screen.getAllByRole('listitem');
    expect(bubbles).toHaveLength(1);
    expect(bubbles[0]!.textContent).toContain('Hi! How can I help you with your property search today?');
    expect(bubbles[0]!.querySelector('time')!.textContent).toMatch(/^\d{2}:\d{2} (AM|PM)$/);

    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input.getAttribute('placeholder')).toBe('Type a message...');
    expect(input).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Connecting to chat service...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voice input' })).toBeTruthy();
    expect(connections.latest().handshake).toEqual({ role: 'visitor', agentId: 'agent-7', visitorToken: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('sizes and places itself as configured, with the history the configured height minus 140 px', () => {
    const { container } = renderWidget({ config: { height: 500, width: 420, position: 'top-left', borderRadius: 4 } });
    const root = container.querySelector<HTMLElement>('.cw')!;
    expect(root.style.getPropertyValue('--cw-height')).toBe('500px');
    expect(root.style.getPropertyValue('--cw-width')).toBe('420px');
    expect(root.style.getPropertyValue('--cw-radius')).toBe('4px');
    const panel = screen.getByRole('region', { name: 'Chat with Property Assistant' });
    expect([panel.style.top, panel.style.left, panel.style.bottom, panel.style.right]).toEqual(['20px', '20px', 'auto', 'auto']);
    expect(screen.getByTestId('message-history').style.height).toBe('360px');
  });

  it('applies the configuration and leaves out what it switches off', () => {
    const { container } = renderWidget({
      config: {
        agentName: 'Harbour Help',
        welcomeMessage: 'Ahoy! Looking for a flat?',
        placeholder: 'Ask about a flat',
        primaryColor: '#1d4ed8',
        backgroundColor: '#f8fafc',
        showAgentAvatar: false,
        enableFileUpload: false,
        enableVoiceInput: false,
      },
    });
    const root = container.querySelector<HTMLElement>('.cw')!;
    expect(root.style.getPropertyValue('--cw-bg')).toBe('#f8fafc');
    expect(root.style.getPropertyValue('--cw-primary')).toBe('#1d4ed8');
    // Light text on a dark primary colour.
    expect(root.style.getPropertyValue('--cw-on-primary')).toBe('#ffffff');
    expect(screen.getByRole('region', { name: 'Chat with Harbour Help' })).toBeTruthy();
    expect(screen.getByText('Ahoy! Looking for a flat?')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe('Ask about a flat');
    expect(screen.queryByTestId('agent-avatar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Voice input' })).toBeNull();
  });

  it('shows the logo in the avatar when one is configured', () => {
    renderWidget({ config: { logoUrl: 'https://harbour.example/logo.png' } });
    expect(screen.getByTestId('agent-avatar').querySelector('img')!.getAttribute('src')).toBe('https://harbour.example/logo.png');
  });

  it('falls back to the defaults when the config is not JSON', () => {
    renderWidget({ config: '{agentName: oops' });
    expect(screen.getByRole('heading', { name: 'Property Assistant' })).toBeTruthy();
    expect(screen.getByTestId('message-history').style.height).toBe('460px');
  });

  it('opens no connection without an agent and says it is offline', () => {
    const { connections } = renderWidget({ agentId: '' });
    expect(connections.opened).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Offline');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', true);
  });

  it('collapses to its launcher and expands again', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Collapse chat' }));
    expect(screen.queryByTestId('message-history')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    const launcher = screen.getByRole('button', { name: 'Open chat with Property Assistant' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect([launcher.style.bottom, launcher.style.right]).toEqual(['20px', '20px']);

    await user.click(launcher);
    expect(within(screen.getByTestId('message-history')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Collapse chat' }).getAttribute('aria-expanded')).toBe('true');
  });
});
