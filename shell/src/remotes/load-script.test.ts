import { loadScript } from './load-script';

function addedScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src="/remotes/mfe-tools/remoteEntry.js"]');
}

describe('loadScript', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.replaceChildren();
  });

  it('adds the script and resolves once it has run', async () => {
    const loading = loadScript('/remotes/mfe-tools/remoteEntry.js');
    addedScript()!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    expect(addedScript()?.async).toBe(true);
  });

  it('rejects and removes the script when it cannot be fetched', async () => {
    const loading = loadScript('/remotes/mfe-tools/remoteEntry.js');
    addedScript()!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Could not load /remotes/mfe-tools/remoteEntry.js (network error)');
    expect(addedScript()).toBeNull();
  });

  it('gives up on a script that does not arrive in time', async () => {
    jest.useFakeTimers();
    const loading = loadScript('/remotes/mfe-tools/remoteEntry.js', 20_000);
    jest.advanceTimersByTime(19_999);
    expect(addedScript()).not.toBeNull();
    jest.advanceTimersByTime(1);
    await expect(loading).rejects.toThrow('Could not load /remotes/mfe-tools/remoteEntry.js (no answer within 20 s)');
    expect(addedScript()).toBeNull();
  });
});
