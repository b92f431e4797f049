const path = require('node:path');
const { createFederatedConfig } = require('@app/webpack-config');

// The host declares no remotes here: their addresses come from /remotes.json at run time.
module.exports = createFederatedConfig({
  name: 'shell',
  dirname: __dirname,
  title: 'AI Agents Console',
  publicPath: '/',
  // The shell provides the router singleton from a module that re-exports only the declarative
  // API (see src/federation/react-router-dom.ts), so the unused data-router code is left out.
  provideSharedFrom: { 'react-router-dom': path.join(__dirname, 'src/federation/react-router-dom.ts') },
});
