const path = require('node:path');
const { createFederatedConfig } = require('@app/webpack-config');

// The host declares no remotes here: their addresses come from /remotes.json at run time.
const federatedConfig = createFederatedConfig({ name: 'shell', dirname: __dirname, title: 'AI Agents Console' });

module.exports = (env, argv) => {
  const config = federatedConfig(env, argv);
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  const shared = federation._options.shared;
  // The shell provides the router singleton from a module that re-exports only the declarative
  // API (see src/federation/react-router-dom.ts), so the unused data-router code is left out.
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: path.join(__dirname, 'src/federation/react-router-dom.ts'),
  };
  federation._options.experiments = { optimization: { disableSnapshot: true, target: 'web' } };
  return config;
};
