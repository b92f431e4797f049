import { installFakeApi, json } from '../test/fake-api';
import { loadFederatedModule } from './federation-loader';
import { loadScript } from './load-script';

// jsdom runs no fetched scripts: the fake stands in for the browser running a remote entry,
// which defines the remote's container under its name.
jest.mock('./load-script', () => ({ loadScript: jest.fn() }));
const mockedLoadScript = jest.mocked(loadScript);

function Screen() {
  return null;
}

const shareScope = { react: {} };
const globals = globalThis as Record<string, unknown>;

function fakeContainer(exposed: Record<string, unknown>) {
  return {
    init: jest.fn(),
    get: jest.fn((module: string) => Promise.resolve(() => exposed[module])),
  };
}

/** Each requested entry runs like the real file: the named remote defines its container. */
function entriesDefine(containers: Record<string, ReturnType<typeof fakeContainer>>) {
  mockedLoadScript.mockImplementation((url) => {
    const remote = Object.keys(containers).find((name) => url.includes(name.replace('_', '-')));
    if (remote) {
      globals[remote] = containers[remote];
    }
    return Promise.resolve();
  });
}

describe('loadFederatedModule', () => {
  beforeEach(() => {
    mockedLoadScript.mockReset();
    globals.__webpack_init_sharing__ = jest.fn(() => Promise.resolve());
    globals.__webpack_share_scopes__ = { default: shareScope };
    installFakeApi({
      'GET /remotes.json': () =>
        json(200, {
          mfe_agents: '/remotes/mfe-agents/remoteEntry.js',
          mfe_channels: '/remotes/mfe-channels/remoteEntry.js',
          mfe_tools: '/remotes/mfe-tools/remoteEntry.js',
          mfe_widget: '/remotes/mfe-widget/remoteEntry.js',
        }),
    });
  });

  it("loads a remote's entry once, joins it to the shell's share scope and returns the exposed screen", async () => {
    const agents = fakeContainer({ './Dashboard': { default: Screen }, './Agents': { default: Screen } });
    entriesDefine({ mfe_agents: agents });

    await expect(loadFederatedModule('mfe_agents', './Dashboard')).resolves.toEqual({ default: Screen });
    await loadFederatedModule('mfe_agents', './Agents');

    expect(mockedLoadScript.mock.calls).toEqual([['/remotes/mfe-agents/remoteEntry.js']]);
    expect(agents.init.mock.calls).toEqual([[shareScope]]);
    expect(agents.get.mock.calls).toEqual([['./Dashboard'], ['./Agents']]);
  });

  it('after an entry that could not be fetched, fetches it again under a fresh address', async () => {
    const tools = fakeContainer({ './Settings': { default: Screen } });
    mockedLoadScript.mockRejectedValueOnce(new Error('Could not load /remotes/mfe-tools/remoteEntry.js'));
    await expect(loadFederatedModule('mfe_tools', './Settings')).rejects.toThrow('Could not load');

    entriesDefine({ mfe_tools: tools });
    await expect(loadFederatedModule('mfe_tools', './Settings')).resolves.toEqual({ default: Screen });

    expect(mockedLoadScript.mock.calls.map(([url]) => url)).toEqual([
      '/remotes/mfe-tools/remoteEntry.js',
      '/remotes/mfe-tools/remoteEntry.js?attempt=1',
    ]);
    expect(tools.init).toHaveBeenCalledTimes(1);
  });

  it('fails when the entry defines no container', async () => {
    mockedLoadScript.mockResolvedValueOnce();
    await expect(loadFederatedModule('mfe_widget', './Widget')).rejects.toThrow(
      '/remotes/mfe-widget/remoteEntry.js did not define the mfe_widget container',
    );
  });

  it('fails when the remote gives no screen', async () => {
    entriesDefine({ mfe_channels: fakeContainer({ './Sms': {} }) });
    await expect(loadFederatedModule('mfe_channels', './Sms')).rejects.toThrow('mfe_channels did not provide ./Sms');
  });
});
