const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-dependencies');

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
 */
function createFederatedConfig({ name, dirname, exposes = {}, title = name, publicPath = 'auto', provideSharedFrom = {} }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const template = path.join(dirname, 'public/index.html');
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        publicPath,
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
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
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDependencies(provideSharedFrom),
          // Type archives would make every build download @mf-types.zip from each remote.
          dts: false,
          manifest: false,
          // Browser-only apps that resolve remotes at run time need neither the snapshot plugin
          // nor the Node code paths of the runtime: a few KB less before the first screen.
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          title,
          ...(fs.existsSync(template) ? { template } : {}),
          scriptLoading: 'defer',
        }),
      ],
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createFederatedConfig };
