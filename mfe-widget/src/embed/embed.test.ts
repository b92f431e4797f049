import { installWidget } from './install-widget';

jest.mock('./install-widget', () => ({ installWidget: jest.fn(() => Promise.resolve()) }));

/** Runs the loader's entry as a page would, with `document.currentScript` as given. */
function runEntry(current: Element | null): void {
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(current as HTMLOrSVGScriptElement | null);
  jest.isolateModules(() => {
    require('./embed');
  });
}

describe('embed loader entry', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.mocked(installWidget).mockClear();
  });

  it('starts the widget from the host and agent its own script tag names', () => {
    const script = document.createElement('script');
    script.src = 'https://chat.example.com/embed.js';
    script.setAttribute('data-agent-id', 'agent-7');
    runEntry(script);

    expect(installWidget).toHaveBeenCalledWith(window, 'https://chat.example.com', 'agent-7');
  });

  it('starts nothing when markup on the page stands in for currentScript (an <img name="currentScript">)', () => {
    const image = document.createElement('img');
    image.setAttribute('name', 'currentScript');
    image.src = 'https://evil.example/embed.js';
    image.setAttribute('data-agent-id', 'agent-7');
    runEntry(image);

    expect(installWidget).not.toHaveBeenCalled();
  });
});
