import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { installFakeApi, json } from '../test/fake-api';
import { loadFederatedModule } from './federation-loader';

// The federation runtime itself needs a webpack host; here it stands in so the test can watch
// how the loader registers remotes between a failure and a retry.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

function Screen() {
  return null;
}

describe('loadFederatedModule', () => {
  beforeEach(() => {
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

  it('registers a remote from /remotes.json once and loads the exposed screen', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Screen });
    await expect(loadFederatedModule('mfe_agents', './Dashboard')).resolves.toEqual({ default: Screen });
    await loadFederatedModule('mfe_agents', './Agents');

    expect(mockedRegisterRemotes.mock.calls).toEqual([[[{ name: 'mfe_agents', entry: '/remotes/mfe-agents/remoteEntry.js' }]]]);
    expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(['mfe_agents/Dashboard', 'mfe_agents/Agents']);
  });

  it('after a failed remote entry, registers the remote again with force and a fresh address', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to load script resources. #RUNTIME-008'));
    await expect(loadFederatedModule('mfe_tools', './Settings')).rejects.toThrow('RUNTIME-008');

    mockedLoadRemote.mockResolvedValueOnce({ default: Screen });
    await expect(loadFederatedModule('mfe_tools', './Settings')).resolves.toEqual({ default: Screen });

    const toolsRegistrations = mockedRegisterRemotes.mock.calls.filter(([remotes]) => remotes[0]?.name === 'mfe_tools');
    expect(toolsRegistrations).toEqual([
      [[{ name: 'mfe_tools', entry: '/remotes/mfe-tools/remoteEntry.js' }]],
      [[{ name: 'mfe_tools', entry: '/remotes/mfe-tools/remoteEntry.js?attempt=1' }], { force: true }],
    ]);
  });

  it('fails when the remote gives no screen', async () => {
    mockedLoadRemote.mockResolvedValueOnce(null);
    await expect(loadFederatedModule('mfe_channels', './Sms')).rejects.toThrow('mfe_channels did not provide ./Sms');
  });
});
