import { act, fireEvent, screen } from '@testing-library/react';
import { renderWidget } from '../test/render-widget';

/** Puts the page "inside a frame": window.parent becomes another window whose messages are recorded. */
function inFrame() {
  const posted: Array<[unknown, string]> = [];
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push([message, targetOrigin]) } as unknown as Window;
  const descriptor = Object.getOwnPropertyDescriptor(window, 'parent');
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
  return {
    parent,
    posted,
    restore: () => Object.defineProperty(window, 'parent', descriptor!),
  };
}

describe('widget page inside a frame', () => {
  let frame: ReturnType<typeof inFrame>;
  beforeEach(() => {
    frame = inFrame();
  });
  afterEach(() => {
    frame.restore();
    localStorage.clear();
  });

  it('tells the page around it whenever it opens or collapses', async () => {
    const { user } = renderWidget();
    expect(frame.posted).toEqual([[{ type: 'widget-state', open: true }, '*']]);
    await user.click(screen.getByRole('button', { name: 'Collapse chat' }));
    expect(frame.posted.at(-1)).toEqual([{ type: 'widget-state', open: false }, '*']);
    await user.click(screen.getByRole('button', { name: 'Open chat with Property Assistant' }));
    expect(frame.posted.at(-1)).toEqual([{ type: 'widget-state', open: true }, '*']);
  });

  it('starts collapsed in the embed frame, opens when the embedding page asks, and collapses with its button', async () => {
    const { user } = renderWidget({ embedded: true });
    expect(screen.queryByRole('region')).toBeNull();
    expect(frame.posted).toEqual([[{ type: 'widget-state', open: false }, '*']]);

    // Only the parent window may ask; anyone else is ignored.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'widget-open' }, source: window }));
    });
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'widget-open' }, source: frame.parent as unknown as MessageEventSource }));
    });
    expect(screen.getByRole('region', { name: 'Chat with Property Assistant' })).toBeTruthy();
    expect(frame.posted.at(-1)).toEqual([{ type: 'widget-state', open: true }, '*']);

    await user.click(screen.getByRole('button', { name: 'Collapse chat' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(frame.posted.at(-1)).toEqual([{ type: 'widget-state', open: false }, '*']);
  });

  it('does not close on clicks inside the widget', () => {
    renderWidget({ embedded: true });
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'widget-open' }, source: frame.parent as unknown as MessageEventSource }));
    });
    fireEvent.click(screen.getByRole('region'));
    expect(screen.getByRole('region')).toBeTruthy();
  });
});
