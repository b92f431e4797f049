#!/usr/bin/env node
// What a manager's browser downloads: loads the built dashboard in Chromium, signs up, and sums
// the gzip size of every JavaScript file, split into the shell's own (before any remote) and each
// remote's. Then checks through the module-federation runtime that React was loaded once.
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { startApp, stopApp } = require('../../scripts/app-process.cjs');

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function collectScripts(page, action) {
  const scripts = [];
  const onResponse = async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body) });
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return scripts;
}

// The browser first: without Chromium the script fails at once instead of leaving the app running.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
let app;
try {
  app = await startApp();
  const context = await browser.newContext({ baseURL: app.baseUrl });
  const page = await context.newPage();
  const email = `bundle-${Date.now()}@example.com`;
  await page.request.post('/api/auth/signup', { data: { name: 'Bundle Bench', email, password: 'bundle-bench-password' } });

  // A path no remote serves: everything downloaded is the shell's own.
  const shellOnly = await collectScripts(page, () => page.goto('/no-such-screen'));
  const shellScripts = shellOnly.filter((script) => !script.url.startsWith('/remotes/'));
  const shellTotal = shellScripts.reduce((sum, script) => sum + script.gzip, 0);

  // The dashboard: its remote, and the shell's data layer (the store and the libraries behind
  // it), which screens that show data fetch together with their remote.
  const dashboard = await collectScripts(page, () => page.goto('/'));
  const remoteScripts = dashboard.filter((script) => script.url.startsWith('/remotes/'));
  const shellUrls = new Set(shellScripts.map((script) => script.url));
  const storeScripts = dashboard.filter((script) => !script.url.startsWith('/remotes/') && !shellUrls.has(script.url));

  const shared = await page.evaluate(() => {
    const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const seen = {};
    for (const scope of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded || entry.loading) (seen[pkg] ??= new Set()).add(`${version} from ${entry.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(seen).map(([pkg, set]) => [pkg, [...set]]));
  });
  const reactCopies = remoteScripts.filter((script) => /react-dom|react_dom/.test(script.url)).length;

  console.log('Shell JS before any remote (gzip):');
  for (const script of shellScripts) console.log(`  ${script.url.padEnd(60)} ${kb(script.gzip)}`);
  console.log(`  total: ${kb(shellTotal)} (target <= 140 KB)`);
  const sum = (scripts) => scripts.reduce((total, script) => total + script.gzip, 0);
  console.log('Loaded beside it for the dashboard (gzip): the remote, and the shell\'s data layer:');
  for (const script of [...remoteScripts, ...storeScripts]) console.log(`  ${script.url.padEnd(60)} ${kb(script.gzip)}`);
  console.log(`  remote ${kb(sum(remoteScripts))}, data layer ${kb(sum(storeScripts))}; the dashboard in all ${kb(shellTotal + sum(remoteScripts) + sum(storeScripts))}`);
  console.log('Shared singletons loaded (package: version from container):');
  for (const [pkg, entries] of Object.entries(shared)) console.log(`  ${pkg}: ${entries.join(', ')}`);
  console.log(`react-dom files fetched from remotes: ${reactCopies}`);
  await context.close();
} finally {
  await browser.close();
  if (app) await stopApp(app);
}
