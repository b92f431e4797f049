import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from './browser';
import { REPO_ROOT, startApp } from './server';

declare global {
  var __E2E_APP__: Awaited<ReturnType<typeof startApp>> | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH} (Debian: apt-get install -y chromium). They cannot pass without it.`);
  }
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('Building the apps for the browser tests failed');
  // The browser tests sign up many accounts from 127.0.0.1.
  const app = await startApp({ SIGNUP_RATE_LIMIT: '1000000' });
  globalThis.__E2E_APP__ = app;
  process.env.E2E_BASE_URL = app.baseUrl;
}
