import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataLayerUnavailableError, loadStoreProvider } from '../store/load-store-provider';
import { installFakeApi, json, userFactory } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { reloadPage } from './reload-page';
import type { RemoteModuleLoader } from './remote-module';

jest.mock('../store/load-store-provider', () => ({
  ...jest.requireActual<object>('../store/load-store-provider'),
  loadStoreProvider: jest.fn(),
}));
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFakeApi({ 'GET /api/auth/me': () => json(200, userFactory()) });
  jest.mocked(loadStoreProvider).mockReset().mockRejectedValue(new DataLayerUnavailableError(new Error('Loading chunk 86 failed')));
});
afterEach(() => jest.restoreAllMocks());

const namedScreens: RemoteModuleLoader = async (remote, module) => ({
  default: () => <h1>{`${remote} ${module}`}</h1>,
});

describe('a data layer that cannot be fetched', () => {
  it("contains the failure and retries by reloading the page, which alone can fetch the shell's shared libraries again", async () => {
    const user = userEvent.setup();
    renderApp('/agents', namedScreens);

    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText("The dashboard's data layer could not be loaded: Loading chunk 86 failed")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not keep the visitor widget from showing: it reads no dashboard data', async () => {
    renderApp('/widget-client', namedScreens);
    expect(await screen.findByRole('heading', { name: 'mfe_widget ./WidgetClient' })).toBeTruthy();
    expect(loadStoreProvider).not.toHaveBeenCalled();
  });
});
