import { installWidget } from './install-widget';

jest.mock('./install-widget', () => ({ installWidget: jest.fn(() => Promise.resolve()) }));

/** Runs the loader's entry as a page would, with `document.currentScript` as given. */
async function runEntry(current: Element | null): Promise<void> {
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(current as HTMLOrSVGScriptElement | null);
  await jest.isolateModulesAsync(async () => {
    await import('./embed');
  });
}

describe('embed loader entry', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.mocked(installWidget).mockClear();
  });

  it('starts the widget from the host and agent its own script tag names', async () => {
    const script = document.createElement('script');
    script.src = 'https://chat.example.com/embed.js';
    script.setAttribute('data-agent-id', 'agent-7');
    await runEntry(script);

    expect(installWidget).toHaveBeenCalledWith(window, 'https://chat.example.com', 'agent-7');
  });

  it('starts nothing when markup on the page stands in for currentScript (an <img name="currentScript">)', async () => {
    const image = document.createElement('img');
    image.setAttribute('name', 'currentScript');
    image.src = 'https://evil.example/embed.js';
    image.setAttribute('data-agent-id', 'agent-7');
    await runEntry(image);

    expect(installWidget).not.toHaveBeenCalled();
  });
});
