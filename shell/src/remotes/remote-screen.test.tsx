import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { installFakeApi, json, userFactory } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import type { RemoteModuleLoader } from './remote-module';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFakeApi({ 'GET /api/auth/me': () => json(200, userFactory()) });
});

afterEach(() => jest.restoreAllMocks());

function SettingsScreen() {
  return <h1>Settings</h1>;
}

describe('RemoteScreen', () => {
  it('contains a remote that cannot be fetched, keeps the sidebar working and really retries', async () => {
    const user = userEvent.setup();
    let toolsReachable = false;
    const calls: string[] = [];
    const load: RemoteModuleLoader = async (remote, module) => {
      calls.push(`${remote} ${module}`);
      if (remote === 'mfe_tools' && !toolsReachable) {
        throw new Error('Loading script failed: /remotes/mfe-tools/remoteEntry.js');
      }
      return { default: remote === 'mfe_tools' ? SettingsScreen : () => <h1>{`${remote} ${module}`}</h1> };
    };
    renderApp('/settings', load);

    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText('Loading script failed: /remotes/mfe-tools/remoteEntry.js')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Agents' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'mfe_agents ./Agents' })).toBeTruthy();
    expect(screen.queryByText('This section could not be loaded')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();

    toolsReachable = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(calls.filter((call) => call === 'mfe_tools ./Settings')).toHaveLength(3);
  });

  it('contains a screen that throws while rendering and loads it afresh on Retry', async () => {
    const user = userEvent.setup();
    let broken = true;
    let loads = 0;
    function FlakyScreen() {
      if (broken) {
        throw new Error('Cannot read properties of undefined');
      }
      return (
        <>
          <h1>Agent Playground</h1>
          <Link to="/integrations">Open integrations</Link>
        </>
      );
    }
    const load: RemoteModuleLoader = async () => {
      loads += 1;
      return { default: FlakyScreen };
    };
    renderApp('/playground', load);

    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    const loadsBeforeRetry = loads;

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent Playground' })).toBeTruthy();
    expect(loads).toBe(loadsBeforeRetry + 1);
  });

  it('shows skeletons while a remote is on its way', async () => {
    let resolve: (value: { default: () => React.JSX.Element }) => void = () => undefined;
    const load: RemoteModuleLoader = () =>
      new Promise((done) => {
        resolve = done;
      });
    renderApp('/conversations', load);
    expect(await screen.findByRole('status', { name: 'Loading section' })).toBeTruthy();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(2);
    resolve({ default: () => <h1>Conversations</h1> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversations' })).toBeTruthy();
  });
});
