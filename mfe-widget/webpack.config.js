const { createFederatedConfig, createStandalonePageConfig } = require('@app/webpack-config');

// The shell loads ./WidgetClient through module federation. Visitors' browsers load index.html
// (served at /widget-client) and other sites load embed.js: both are built without the
// federation runtime so a visitor downloads only React, react-dom, socket.io-client and the widget.
const remote = createFederatedConfig({
  name: 'mfe_widget',
  dirname: __dirname,
  html: false,
  exposes: {
    './WidgetClient': './src/screens/widget-client-screen.tsx',
  },
});

const page = createStandalonePageConfig({
  dirname: __dirname,
  after: 'mfe_widget',
  title: 'Chat',
  entry: { 'widget-page': './src/page/widget-page.tsx', embed: './src/embed/embed.ts' },
  page: 'widget-page',
  publicPath: '/remotes/mfe-widget/',
  fixedNames: ['embed'],
});

module.exports = (env, argv) => [remote(env, argv), page(env, argv)];
