// Starts and stops the built app as a child process on a free loopback port with its own data
// folder. Shared by the browser tests and the benchmarks.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/** @returns {Promise<{baseUrl: string, process: import('node:child_process').ChildProcess, dataDir: string}>} */
async function startApp(env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { baseUrl, process: child, dataDir };
}

async function stopApp(app) {
  if (app.process.exitCode === null) {
    const exited = new Promise((resolve) => app.process.once('exit', resolve));
    app.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (app.process.exitCode === null) app.process.kill('SIGKILL');
  }
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

module.exports = { REPO_ROOT, freePort, startApp, stopApp };
