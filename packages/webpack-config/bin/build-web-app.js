#!/usr/bin/env node
// Builds the web app in the current folder with its webpack.config.js:
//   build-web-app [--mode development] [--watch]
// webpack's Node API directly, so the apps need no webpack-cli.
const path = require('node:path');
const webpack = require('webpack');

const args = process.argv.slice(2);
const mode = args.includes('--mode') ? args[args.indexOf('--mode') + 1] : 'production';
const watch = args.includes('--watch');

const exported = require(path.resolve('webpack.config.js'));
const config = typeof exported === 'function' ? exported({}, { mode }) : exported;
// An app may build several configurations at once (a remote and a standalone page).
const appName = [config].flat().map((each) => each.output?.uniqueName ?? 'app').join(' + ');

function report(error, stats) {
  if (error) {
    console.error(error);
    if (!watch) process.exit(1);
    return;
  }
  const output = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (output.trim()) console.log(output);
  if (stats.hasErrors() && !watch) process.exit(1);
  if (watch) console.log(`${appName}: rebuilt`);
}

const compiler = webpack(config);
if (watch) {
  compiler.watch({ aggregateTimeout: 200 }, report);
} else {
  compiler.run((error, stats) => {
    report(error, stats);
    compiler.close(() => undefined);
  });
}
