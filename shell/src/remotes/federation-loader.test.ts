import { installFakeApi, json } from '../test/fake-api';
import type * as FederationLoader from './federation-loader';
import type * as LoadScript from './load-script';

// jsdom runs no fetched scripts: the fake stands in for the browser running a remote entry,
// which defines the remote's container under its name.
jest.mock('./load-script', () => ({ loadScript: jest.fn() }));

function Screen() {
  return null;
}

const shareScope = { react: {} };
const globals = globalThis as Record<string, unknown>;

type FakeContainer = ReturnType<typeof fakeContainer>;

function fakeContainer(exposed: Record<string, unknown>) {
  return {
    init: jest.fn(() => Promise.resolve()),
    get: jest.fn((module: string) => Promise.resolve(() => exposed[module])),
  };
}

// Each test starts from a fresh loader: what it remembers about remotes is per page.
let loadFederatedModule: typeof FederationLoader.loadFederatedModule;
let loadScript: jest.MockedFunction<typeof LoadScript.loadScript>;

/** Each entry requested runs like the real file: it defines the next container given for its remote. */
function entriesDefine(containers: Record<string, FakeContainer[]>) {
  loadScript.mockImplementation((url) => {
    const remote = Object.keys(containers).find((name) => url.includes(name.replace('_', '-')));
    if (remote) {
      globals[remote] = containers[remote]!.shift();
    }
    return Promise.resolve();
  });
}

describe('loadFederatedModule', () => {
  beforeEach(() => {
    jest.resetModules();
    ({ loadFederatedModule } = jest.requireActual<typeof FederationLoader>('./federation-loader'));
    loadScript = jest.requireMock<{ loadScript: typeof loadScript }>('./load-script').loadScript;
    loadScript.mockReset();
    for (const remote of ['mfe_agents', 'mfe_channels', 'mfe_tools', 'mfe_widget']) delete globals[remote];
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
    entriesDefine({ mfe_agents: [agents] });

    await expect(loadFederatedModule('mfe_agents', './Dashboard')).resolves.toEqual({ default: Screen });
    await loadFederatedModule('mfe_agents', './Agents');

    expect(loadScript.mock.calls).toEqual([['/remotes/mfe-agents/remoteEntry.js']]);
    expect(agents.init.mock.calls).toEqual([[shareScope]]);
    expect(agents.get.mock.calls).toEqual([['./Dashboard'], ['./Agents']]);
  });

  it('after an entry that could not be fetched, fetches it again under a fresh address', async () => {
    const tools = fakeContainer({ './Settings': { default: Screen } });
    loadScript.mockRejectedValueOnce(new Error('Could not load /remotes/mfe-tools/remoteEntry.js (network error)'));
    await expect(loadFederatedModule('mfe_tools', './Settings')).rejects.toThrow('Could not load');

    entriesDefine({ mfe_tools: [tools] });
    await expect(loadFederatedModule('mfe_tools', './Settings')).resolves.toEqual({ default: Screen });

    expect(loadScript.mock.calls.map(([url]) => url)).toEqual([
      '/remotes/mfe-tools/remoteEntry.js',
      '/remotes/mfe-tools/remoteEntry.js?attempt=1',
    ]);
    expect(tools.init).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      when: 'the first one loaded but its screen could not be (a redeployed remote)',
      breakFirst: (container: FakeContainer) => container.get.mockRejectedValue(new Error('Loading chunk 445 failed')),
      failure: 'Loading chunk 445 failed',
    },
    {
      when: 'joining the share scope failed',
      breakFirst: (container: FakeContainer) => container.init.mockRejectedValue(new Error('Shared module is not available')),
      failure: 'Shared module is not available',
    },
  ])('starts a fresh entry when $when', async ({ breakFirst, failure }) => {
    const first = fakeContainer({});
    breakFirst(first);
    const fresh = fakeContainer({ './Playground': { default: Screen } });
    entriesDefine({ mfe_tools: [first, fresh] });

    await expect(loadFederatedModule('mfe_tools', './Playground')).rejects.toThrow(failure);
    await expect(loadFederatedModule('mfe_tools', './Playground')).resolves.toEqual({ default: Screen });

    expect(loadScript).toHaveBeenCalledTimes(2);
    expect(loadScript.mock.calls.map(([url]) => url)).toEqual([
      '/remotes/mfe-tools/remoteEntry.js',
      '/remotes/mfe-tools/remoteEntry.js?attempt=1',
    ]);
    expect(fresh.init).toHaveBeenCalledTimes(1);
  });

  it('keeps a remote that has served a screen when another of its screens fails', async () => {
    const agents = fakeContainer({ './Dashboard': { default: Screen } });
    agents.get.mockImplementation((module: string) =>
      module === './Dashboard' ? Promise.resolve(() => ({ default: Screen })) : Promise.reject(new Error('Loading chunk 7 failed')),
    );
    entriesDefine({ mfe_agents: [agents] });

    await loadFederatedModule('mfe_agents', './Dashboard');
    await expect(loadFederatedModule('mfe_agents', './Conversations')).rejects.toThrow('Loading chunk 7 failed');
    await expect(loadFederatedModule('mfe_agents', './Conversations')).rejects.toThrow('Loading chunk 7 failed');

    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(agents.get.mock.calls).toEqual([['./Dashboard'], ['./Conversations'], ['./Conversations']]);
  });

  it('fails when the entry defines no container, also when an earlier attempt left one', async () => {
    globals.mfe_widget = fakeContainer({ './WidgetClient': { default: Screen } });
    loadScript.mockResolvedValueOnce();
    await expect(loadFederatedModule('mfe_widget', './WidgetClient')).rejects.toThrow(
      '/remotes/mfe-widget/remoteEntry.js did not define the mfe_widget container',
    );
  });

  it('fails when the remote gives no screen', async () => {
    entriesDefine({ mfe_channels: [fakeContainer({ './Sms': {} })] });
    await expect(loadFederatedModule('mfe_channels', './Sms')).rejects.toThrow('mfe_channels did not provide ./Sms');
  });
});
