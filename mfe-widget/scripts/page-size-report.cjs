#!/usr/bin/env node
// Builds the visitor page and the embed loader (production) into a scratch folder and prints, as
// JSON, the gzip size of every script the page's index.html loads and of embed.js.
//   node scripts/page-size-report.cjs
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');

const appDir = path.resolve(__dirname, '..');
process.chdir(appDir);
const configs = require(path.join(appDir, 'webpack.config.js'))({}, { mode: 'production' });
const page = configs.find((config) => !config.plugins.some((plugin) => plugin.constructor.name === 'ModuleFederationPlugin'));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-page-'));
delete page.dependencies;
page.output.path = outDir;

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

webpack(page).run((error, stats) => {
  try {
    if (error || stats.hasErrors()) {
      console.error(error ?? stats.toString('errors-only'));
      process.exitCode = 1;
      return;
    }
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const publicPath = page.output.publicPath;
    const pageScripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1].replace(publicPath, ''));
    const emitted = fs.readdirSync(outDir).filter((name) => name.endsWith('.js'));
    const report = {
      pageScripts: pageScripts.map((name) => ({ name, gzip: gzip(path.join(outDir, name)) })),
      // Everything the page build emitted apart from the loader: an upper bound, should a chunk ever load lazily.
      allPageJs: emitted.filter((name) => name !== 'embed.js').map((name) => ({ name, gzip: gzip(path.join(outDir, name)) })),
      embed: { name: 'embed.js', gzip: gzip(path.join(outDir, 'embed.js')) },
    };
    console.log(JSON.stringify(report));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
