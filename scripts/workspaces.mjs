// The apps in build order: contracts first (the API and the web apps read its output), then
// the API, then the shell and the remotes, which do not depend on each other.
export const LIBRARY_WORKSPACES = [{ name: '@app/contracts', dir: 'packages/contracts' }];
export const API_WORKSPACE = { name: '@app/api', dir: 'api' };
export const WEB_WORKSPACES = ['shell', 'mfe-agents', 'mfe-channels', 'mfe-tools', 'mfe-widget'].map((dir) => ({
  name: `@app/${dir}`,
  dir,
}));
/** Source folders whose changes make a web build stale (they are bundled into every app). */
export const SHARED_WEB_SOURCES = [
  'packages/ui/src',
  'packages/session/src',
  'packages/api-client/src',
  'packages/contracts/src',
  'packages/webpack-config',
];
