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
  '@app/session',
  '@app/api-client',
  '@app/contracts',
];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param {Record<string,string>} provideSharedFrom  see createFederatedConfig
 * @param {string[]} eager  packages the app bundles into its entry chunk instead of a chunk each
 *        loaded on demand (the shell: those its first screen needs)
 */
function sharedDependencies(provideSharedFrom = {}, eager = []) {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const version = installedVersion(packageNameOf(request));
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, eager: eager.includes(request) };
    if (provideSharedFrom[request]) shared[request].import = provideSharedFrom[request];
  }
  return shared;
}

module.exports = { sharedDependencies, SINGLETON_PACKAGES };
