import { WIDGET_CONFIG_DEFAULTS, type WidgetAgentInfo } from '@app/contracts';
import { installWidget, widgetFrameUrl } from './install-widget';

const ORIGIN = 'https://chat.example.com';

function agentInfo(overrides: Partial<WidgetAgentInfo> = {}): WidgetAgentInfo {
  return {
    agentId: 'agent 7',
    name: 'Harbour Rentals',
    available: true,
    embeddable: true,
    widgetConfig: { ...WIDGET_CONFIG_DEFAULTS, agentName: 'Harbour Help', welcomeMessage: 'Ahoy & welcome!', position: 'bottom-left', logoUrl: 'https://harbour.example/logo.png' },
    ...overrides,
  };
}

function answerWith(status: number, body: unknown) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function mounted() {
  const frame = document.body.querySelector('iframe');
  const launcher = document.body.querySelector<HTMLButtonElement>('button[aria-label="Open chat"]');
  return { frame: frame!, launcher: launcher!, present: frame !== null };
}

function post(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('embed loader', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('points the frame at the widget page with the agent and its whole configuration', () => {
    const url = new URL(widgetFrameUrl(ORIGIN, agentInfo()));
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/widget-client');
    expect(url.searchParams.get('agentId')).toBe('agent 7');
    expect(url.searchParams.get('embedded')).toBe('1');
    expect(JSON.parse(url.searchParams.get('config')!)).toEqual(agentInfo().widgetConfig);
  });

  it("fetches the agent's configuration from the widget's own server and adds a full-window transparent frame", async () => {
    const fetchSpy = answerWith(200, agentInfo());
    await installWidget(window, ORIGIN, 'agent 7');
    expect(fetchSpy).toHaveBeenCalledWith('https://chat.example.com/api/widget/agents/agent%207');
    const { frame, launcher } = mounted();
    expect(frame.src).toBe(widgetFrameUrl(ORIGIN, agentInfo()));
    expect(frame.title).toBe('Chat with Harbour Help');
    expect(frame.getAttribute('allowtransparency')).toBe('true');
    const style = frame.style;
    expect([style.position, style.inset, style.width, style.height, style.pointerEvents, style.background]).toEqual(['fixed', '0', '100%', '100%', 'none', 'transparent']);
    expect(style.borderWidth || style.border).toMatch(/^0/);
    expect(Number(style.zIndex)).toBeGreaterThan(1_000_000);
    // Over the launcher in the configured corner, hidden until the widget reports its state.
    expect([launcher.style.bottom, launcher.style.left, launcher.style.display]).toEqual(['20px', '20px', 'none']);
  });

  it('lets clicks reach the page while collapsed and the widget while open, trusting only its own frame', async () => {
    answerWith(200, agentInfo());
    await installWidget(window, ORIGIN, 'agent 7');
    const { frame, launcher } = mounted();

    post({ type: 'widget-state', open: true }, 'https://evil.example', frame.contentWindow);
    expect(frame.style.pointerEvents).toBe('none');
    post({ type: 'widget-state', open: true }, ORIGIN, window);
    expect(frame.style.pointerEvents).toBe('none');
    post({ type: 'widget-state', open: 'yes' }, ORIGIN, frame.contentWindow);
    expect(frame.style.pointerEvents).toBe('none');
    post({ type: 'something-else', open: true }, ORIGIN, frame.contentWindow);
    expect(frame.style.pointerEvents).toBe('none');

    post({ type: 'widget-state', open: false }, ORIGIN, frame.contentWindow);
    expect(frame.style.pointerEvents).toBe('none');
    expect(launcher.style.display).toBe('block');

    post({ type: 'widget-state', open: true }, ORIGIN, frame.contentWindow);
    expect(frame.style.pointerEvents).toBe('auto');
    expect(launcher.style.display).toBe('none');

    post({ type: 'widget-state', open: false }, ORIGIN, frame.contentWindow);
    expect(frame.style.pointerEvents).toBe('none');
  });

  it("covers only the open panel's corner, so the rest of the page stays usable, and the whole window again once collapsed", async () => {
    answerWith(200, agentInfo());
    await installWidget(window, ORIGIN, 'agent 7');
    const { frame } = mounted();
    const box = () => [frame.style.top, frame.style.bottom, frame.style.left, frame.style.right, frame.style.width, frame.style.height];

    post({ type: 'widget-state', open: true }, ORIGIN, frame.contentWindow);
    // bottom-left, 380 x 600 with 20 px to the window's edges on each side.
    expect(box()).toEqual(['auto', '0px', '0px', 'auto', 'min(100%, 420px)', 'min(100%, 640px)']);

    post({ type: 'widget-state', open: false }, ORIGIN, frame.contentWindow);
    expect(box()).toEqual(['0px', '0px', '0px', '0px', '100%', '100%']);
  });

  it("asks the widget to open when the launcher is clicked, addressed to the widget's origin only", async () => {
    answerWith(200, agentInfo());
    await installWidget(window, ORIGIN, 'agent 7');
    const { frame, launcher } = mounted();
    const postMessage = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    launcher.click();
    expect(postMessage).toHaveBeenCalledWith({ type: 'widget-open' }, ORIGIN);
  });

  it('adds nothing when the agent is not available, cannot be found or is not named', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith(200, agentInfo({ available: false }));
    await installWidget(window, ORIGIN, 'agent 7');
    expect(mounted().present).toBe(false);

    // A site the agent does not list: the widget page would refuse the frame and leave an error page over the site.
    answerWith(200, agentInfo({ embeddable: false }));
    await installWidget(window, ORIGIN, 'agent 7');
    expect(mounted().present).toBe(false);

    answerWith(404, { statusCode: 404, message: 'Agent not found', error: 'Not Found' });
    await installWidget(window, ORIGIN, 'missing');
    expect(mounted().present).toBe(false);

    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    fetchSpy.mockClear();
    await installWidget(window, ORIGIN, '');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('Chat widget: the script tag needs a data-agent-id attribute.');
  });
});
