const path = require('node:path');
const { createFederatedConfig } = require('@app/webpack-config');

/** A file of an installed package, past its exports map. */
function packageFile(packageName, file) {
  return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), file);
}

// The host declares no remotes here: their addresses come from /remotes.json at run time.
module.exports = createFederatedConfig({
  name: 'shell',
  dirname: __dirname,
  title: 'AI Agents Console',
  publicPath: '/',
  // What the first screen needs goes into the entry: one file compresses better than a file per
  // package and needs no second round of requests. The data layer (Redux Toolkit, RTK Query,
  // react-redux, the api client) arrives with the first screen that shows data, in parallel with
  // that screen's remote (src/store/).
  eagerShared: ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components', '@app/ui', '@app/session'],
  // Shared packages are provided whole, because any remote may use any export: webpack cannot
  // drop what nobody uses. So the shell provides these singletons from modules that re-export
  // only what the dashboard uses (see src/federation/), and webpack leaves the rest out:
  // react-router's data routers, Redux Toolkit's listener middleware and entity adapters,
  // react-redux's connect, styled-components' server rendering.
  provideSharedFrom: {
    'react-router-dom': path.join(__dirname, 'src/federation/react-router-dom.ts'),
    'react-redux': path.join(__dirname, 'src/federation/react-redux.ts'),
    '@reduxjs/toolkit': path.join(__dirname, 'src/federation/redux-toolkit.ts'),
    '@reduxjs/toolkit/query/react': path.join(__dirname, 'src/federation/rtk-query-react.ts'),
    'styled-components': path.join(__dirname, 'src/federation/styled-components.ts'),
  },
  // The provider modules import each package's own file under another name: importing the
  // package by its name would consume the very shared module they provide.
  alias: {
    'react-redux-module$': packageFile('react-redux', 'dist/react-redux.mjs'),
    'redux-toolkit-module$': packageFile('@reduxjs/toolkit', 'dist/redux-toolkit.modern.mjs'),
    'rtk-query-react-module$': packageFile('@reduxjs/toolkit', 'dist/query/react/rtk-query-react.modern.mjs'),
    'styled-components-module$': packageFile('styled-components', 'dist/styled-components.browser.esm.js'),
  },
});
