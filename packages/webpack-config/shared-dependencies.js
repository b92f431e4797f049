// Everything that holds React context or module state must exist once across the shell and
// every remote, so each is a strict singleton ("Redux is context based").
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

function installedVersion(packageName) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [repoRoot] });
  return require(manifest).version;
}

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  '@app/ui',
  '@app/api-client',
  '@app/contracts',
];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param {Record<string,string>} provideSharedFrom  see createFederatedConfig
 * @param {boolean} eager  the app bundles what it provides into its entry chunk instead of one
 *        chunk per package loaded on demand (the shell, which needs them all for its first screen)
 */
function sharedDependencies(provideSharedFrom = {}, eager = false) {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const version = installedVersion(packageNameOf(request));
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, eager };
    if (provideSharedFrom[request]) shared[request].import = provideSharedFrom[request];
  }
  return shared;
}

module.exports = { sharedDependencies, SINGLETON_PACKAGES };
