#!/usr/bin/env node
// What a website visitor's browser downloads for the chat widget: builds what is out of date,
// starts the app, opens /widget-client in Chromium and sums the gzip size of every JavaScript
// response; then fetches the embed loader. Fails when the page is over 90 KB or the loader over 3 KB.
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { REPO_ROOT, startApp, stopApp } = require('../../scripts/app-process.cjs');

const KB = 1024;
const PAGE_BUDGET = 90 * KB;
const EMBED_BUDGET = 3 * KB;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('Building the apps failed');
}

const app = await startApp();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ baseURL: app.baseUrl });
  const scripts = [];
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body) });
  });
  // A visitor with no agent: the same scripts load, without a chat connection keeping the network busy.
  await page.goto('/widget-client?agentId=', { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: /^Chat with / }).waitFor();

  const pageTotal = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log('JavaScript of /widget-client (gzip):');
  for (const script of scripts) console.log(`  ${script.url.padEnd(50)} ${kb(script.gzip)} (raw ${kb(script.raw)})`);
  console.log(`  total: ${kb(pageTotal)} (budget ${kb(PAGE_BUDGET)})`);

  const embed = Buffer.from(await (await fetch(`${app.baseUrl}/embed.js`)).arrayBuffer());
  console.log(`/embed.js: ${kb(gzipSize(embed))} gzip (raw ${kb(embed.length)}, budget ${kb(EMBED_BUDGET)})`);

  if (pageTotal > PAGE_BUDGET || gzipSize(embed) > EMBED_BUDGET || scripts.length === 0) {
    console.error('Over budget');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await stopApp(app);
}
