const { createFederatedConfig } = require('@app/webpack-config');

module.exports = createFederatedConfig({
  name: 'mfe_tools',
  dirname: __dirname,
  title: 'Tools',
  exposes: {
    './Integrations': './src/screens/integrations-screen.tsx',
    './Playground': './src/screens/playground-screen.tsx',
    './Settings': './src/screens/settings-screen.tsx',
  },
});
