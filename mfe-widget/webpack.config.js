const { createFederatedConfig } = require('@app/webpack-config');

module.exports = createFederatedConfig({
  name: 'mfe_widget',
  dirname: __dirname,
  title: 'Chat',
  exposes: {
    './WidgetClient': './src/screens/widget-client-screen.tsx',
  },
});
