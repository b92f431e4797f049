import { screen } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import WidgetClientScreen from './widget-client-screen';

function widgetAt(config?: object | string, agentId = 'agent-7') {
  const query = new URLSearchParams({ agentId });
  if (config !== undefined) {
    query.set('config', typeof config === 'string' ? config : JSON.stringify(config));
  }
  return renderScreen(<WidgetClientScreen />, { route: `/widget-client?${query.toString()}` });
}

describe('widget page', () => {
  beforeEach(() => jest.spyOn(globalThis, 'fetch'));
  afterEach(() => jest.restoreAllMocks());

  it('shows the default widget, connecting, with the welcome message first', () => {
    widgetAt();
    const widget = screen.getByRole('region', { name: 'Chat with Property Assistant' });
    expect(widget.getAttribute('data-agent-id')).toBe('agent-7');
    expect(widget.style.height).toBe('600px');
    expect(screen.getByRole('heading', { name: 'Property Assistant' })).toBeTruthy();
    expect(screen.getByText('Connecting')).toBeTruthy();
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
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('makes the history the configured height minus 140 px', () => {
    widgetAt({ height: 500 });
    expect(screen.getByRole('region', { name: 'Chat with Property Assistant' }).style.height).toBe('500px');
    expect(screen.getByTestId('message-history').style.height).toBe('360px');
  });

  it('applies the configuration and leaves out what it switches off', () => {
    widgetAt({
      agentName: 'Harbour Help',
      welcomeMessage: 'Ahoy! Looking for a flat?',
      placeholder: 'Ask about a flat',
      primaryColor: '#1d4ed8',
      backgroundColor: '#f8fafc',
      showAgentAvatar: false,
      enableFileUpload: false,
      enableVoiceInput: false,
    });
    const widget = screen.getByRole('region', { name: 'Chat with Harbour Help' });
    expect(widget.style.background).toBe('rgb(248, 250, 252)');
    expect(screen.getByRole('heading', { name: 'Harbour Help' }).closest('header')!.style.background).toBe('rgb(29, 78, 216)');
    expect(screen.getByText('Ahoy! Looking for a flat?')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe('Ask about a flat');
    expect(screen.queryByTestId('agent-avatar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Voice input' })).toBeNull();
  });

  it('falls back to the defaults when the config is not JSON', () => {
    widgetAt('{agentName: oops');
    expect(screen.getByRole('heading', { name: 'Property Assistant' })).toBeTruthy();
    expect(screen.getByTestId('message-history').style.height).toBe('460px');
  });

  it('collapses to its header and expands again', async () => {
    const { user } = widgetAt();
    await user.click(screen.getByRole('button', { name: 'Collapse chat' }));
    expect(screen.queryByTestId('message-history')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Chat with Property Assistant' }).style.height).toBe('');
    const expand = screen.getByRole('button', { name: 'Expand chat' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');

    await user.click(expand);
    expect(screen.getByTestId('message-history')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collapse chat' }).getAttribute('aria-expanded')).toBe('true');
  });
});
