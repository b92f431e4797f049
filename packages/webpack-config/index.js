const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin');
const { sharedDependencies } = require('./shared-dependencies');

const CONTENT_HASHED = '[name].[contenthash:8].js';

/**
 * One webpack configuration for the shell and every remote, so they agree on what is shared,
 * how TypeScript is compiled and where files land.
 *
 * @param {object} options
 * @param {string} options.name        module-federation container name (shell, mfe_agents, ...)
 * @param {string} options.dirname     the app's folder
 * @param {Record<string,string>} [options.exposes] remote modules, e.g. {'./Dashboard': './src/screens/dashboard.tsx'}
 * @param {string} [options.title]     document title of the app's own index.html
 * @param {string} [options.publicPath] where the app's files are served from; remotes keep 'auto'
 *        (relative to their remoteEntry.js), the shell needs '/' so deep links load its scripts
 * @param {Record<string,string>} [options.provideSharedFrom] a shared package this app provides
 *        from one of its own modules instead of the package itself (the shell trims the router)
 * @param {boolean} [options.html] false when the app's index.html comes from a standalone page
 *        build instead (see createStandalonePageConfig); the remote then has no entry of its own
 * @param {Record<string,string>} [options.alias] extra module aliases, e.g. a name for a shared
 *        package's own file that its provider module re-exports without consuming itself
 * @param {string[]} [options.eagerShared] shared packages this app bundles into its entry chunk
 *        (see sharedDependencies)
 */
function createFederatedConfig({
  name,
  dirname,
  exposes = {},
  title = name,
  publicPath = 'auto',
  provideSharedFrom = {},
  html = true,
  alias = {},
  eagerShared = [],
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const template = path.join(dirname, 'public/index.html');
    const base = baseConfig({ dirname, production });
    return {
      ...base,
      resolve: { ...base.resolve, alias: { ...productionBuilds(production), ...alias } },
      name,
      // Without its own page the remote needs only the container entry the plugin adds.
      entry: html ? './src/index.ts' : {},
      output: {
        path: path.join(dirname, 'dist'),
        publicPath,
        uniqueName: name,
        // Content-hashed in development too: the server caches every file but the entry points
        // for good (api/src/web/cache-policy.ts), and webpack can name two shared chunks alike.
        filename: CONTENT_HASHED,
        chunkFilename: CONTENT_HASHED,
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDependencies(provideSharedFrom, eagerShared),
          // Type archives would make every build download @mf-types.zip from each remote.
          dts: false,
          manifest: false,
          // Browser-only apps that resolve remotes at run time need neither the snapshot plugin
          // nor the Node code paths of the runtime: a few KB less before the first screen.
          experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
        }),
        ...precompressed(production),
        ...(html
          ? [
              new HtmlWebpackPlugin({
                title,
                ...(fs.existsSync(template) ? { template } : {}),
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
    };
  };
}

/**
 * A page built beside a remote into the same dist/ WITHOUT module federation: no federation
 * runtime, no shared-scope negotiation, only what its entry imports. For pages that strangers'
 * browsers load and that must stay small (the visitor chat widget), and for plain scripts with
 * fixed names that other sites link to (the embed loader).
 *
 * Export both from webpack.config.js as an array: `(env, argv) => [remote(env, argv), page(env, argv)]`,
 * with the remote created with `html: false`. The page build waits for the remote's, because the
 * remote's build empties dist/ first.
 *
 * @param {object} options
 * @param {string} options.dirname      the app's folder
 * @param {string} options.after        name of the federated build to wait for (its `name`)
 * @param {Record<string,string>} options.entry  entries, e.g. {'widget-page': './src/page/index.tsx'}
 * @param {string} options.page         the entry that index.html loads
 * @param {string} [options.title]      document title of index.html
 * @param {string} options.publicPath   absolute URL path the files are served from, because the
 *        page is served at an address of its own (e.g. /widget-client), not beside its files
 * @param {string[]} [options.fixedNames] entries written as `<name>.js` without a content hash,
 *        for scripts other sites link to by name
 */
function createStandalonePageConfig({ dirname, after, entry, page, title = page, publicPath, fixedNames = [] }) {
  // The contracts' TypeScript source rather than their CommonJS build, so only what the page
  // uses is bundled (the federated builds share the package whole instead).
  const contractsSource = path.resolve(__dirname, '../contracts/src/index.ts');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const template = path.join(dirname, 'public/index.html');
    return {
      ...baseConfig({ dirname, production }),
      name: `${after}-page`,
      dependencies: [after],
      entry,
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@app/contracts$': contractsSource } },
      output: {
        path: path.join(dirname, 'dist'),
        publicPath,
        uniqueName: `${after}_page`,
        filename: (pathData) => (fixedNames.includes(pathData.chunk?.name) ? '[name].js' : CONTENT_HASHED),
        chunkFilename: CONTENT_HASHED,
        clean: false,
      },
      plugins: [
        new HtmlWebpackPlugin({
          title,
          chunks: [page],
          ...(fs.existsSync(template) ? { template } : {}),
          scriptLoading: 'defer',
        }),
        ...precompressed(production),
      ],
    };
  };
}

/**
 * Packages whose default export condition is their development build (with warnings and
 * checks meant for development): production builds take the production files instead.
 */
function productionBuilds(production) {
  if (!production) return {};
  const reactRouter = path.dirname(require.resolve('react-router/package.json', { paths: [path.resolve(__dirname, '../..')] }));
  return { 'react-router$': path.join(reactRouter, 'dist/production/index.mjs') };
}

/** Production builds ship each text asset compressed beside itself (see PrecompressPlugin). */
function precompressed(production) {
  return production ? [new PrecompressPlugin()] : [];
}

/** What every web build shares: TypeScript through swc, swc minification, quiet output. */
function baseConfig({ dirname, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
      ],
    },
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createFederatedConfig, createStandalonePageConfig };
