import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_ENTRY = join(REPO_ROOT, 'api', 'dist', 'main.js');

export function numberFromEnv(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url}: not ready after ${timeoutMs} ms`);
}

/** Runs a Node server as its own process on loopback and waits until `readyPath` answers 200. */
export async function startServer({ script, env = {}, readyPath }) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}${readyPath}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) {
          return done();
        }
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The built API; embedded database in a throw-away folder unless DATABASE_URL is set. */
export async function startApi() {
  const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'bench-api-'));
  const server = await startServer({
    script: API_ENTRY,
    env: { LOG_LEVEL: 'silent', SIGNUP_RATE_LIMIT: '1000000', ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    readyPath: '/api/health',
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      if (dataDir) {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** CPU time (user + system) a process has used, in ms; null where /proc is not available. */
export function cpuTimeMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export function load(options) {
  return new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

/**
 * The PostgreSQL backends serving a process's connections (local server on port 5432), found with
 * `ss`: their CPU is the database's share of a request. Empty where `ss` or /proc is missing.
 */
export function databaseBackendPids(clientPid) {
  try {
    const lines = execFileSync('ss', ['-tnpH', 'state', 'established'], { encoding: 'utf8' }).split('\n');
    const clientPorts = new Set();
    const backendByPeerPort = new Map();
    for (const line of lines) {
      const [local, peer] = line.trim().split(/\s+/).slice(2, 4);
      const pid = /pid=(\d+)/.exec(line)?.[1];
      if (!local || !peer || !pid) {
        continue;
      }
      if (peer.endsWith(':5432') && Number(pid) === clientPid) {
        clientPorts.add(local.split(':').pop());
      } else if (local.endsWith(':5432')) {
        backendByPeerPort.set(peer.split(':').pop(), Number(pid));
      }
    }
    return [...clientPorts].map((port) => backendByPeerPort.get(port)).filter((pid) => pid !== undefined);
  } catch {
    return [];
  }
}
