#!/usr/bin/env node
// Widget chat over socket.io: round-trip throughput and reply latency of the built API against a
// bare socket.io echo server, then the API's resident memory per idle widget connection.
//
//   npm run build                      (the API must be built: api/dist/main.js)
//   ulimit -n 20000                    (each connection is a file descriptor on both ends)
//   node bench/socket/run.mjs          (embedded database; DATABASE_URL=postgres://... for PostgreSQL)
//
// SOCKET_BENCH_CONNECTIONS (2000), SOCKET_BENCH_MESSAGES (10 per connection) and SOCKET_BENCH_IDLE
// (5000) change the load; SOCKET_BENCH_ROUNDS (5) is how many times the echo server and then the
// API are measured, one after the other, for the median ratio; SOCKET_BENCH_ONLY=chat or =memory
// runs one half; SOCKET_BENCH_API_ENTRY starts another script in place of api/dist/main.js (a
// profiling wrapper, say). Loopback only.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANSWER, QUESTION } from './chat-exchange.mjs';
import { chatRounds, connectMany, cpuSeconds, percentile, postgresCpuSeconds, rssBytes, sleep, startProcess } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const apiEntry = process.env.SOCKET_BENCH_API_ENTRY ?? join(repoRoot, 'api', 'dist', 'main.js');

const count = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const CONNECTIONS = count('SOCKET_BENCH_CONNECTIONS', 2000);
const MESSAGES = count('SOCKET_BENCH_MESSAGES', 10);
const IDLE = count('SOCKET_BENCH_IDLE', 5000);
const ROUNDS = count('SOCKET_BENCH_ROUNDS', 5);
const ONLY = process.env.SOCKET_BENCH_ONLY ?? '';

if (!existsSync(apiEntry)) {
  console.error('api/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}
const openFiles = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
if (Number.isFinite(openFiles) && openFiles < IDLE + CONNECTIONS + 1000) {
  console.error(`ulimit -n is ${openFiles}; raise it (ulimit -n 20000) for ${IDLE} connections.`);
  process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'socket-bench-data-'));
const webRoot = await mkdtemp(join(tmpdir(), 'socket-bench-web-'));
const apiEnv = {
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_ROOT: webRoot,
  REDIS_URL: '',
  // One loopback address and a few messages per visitor: the limits would stop the load itself.
  CHAT_VISITOR_RATE_LIMIT: '1000000',
  SIGNUP_RATE_LIMIT: '1000000',
  CHAT_ADDRESS_RATE_LIMIT: '1000000',
};
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded (PGlite)';

async function json(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return { body: await response.json(), headers: response.headers };
}

/** An account with an active webchat agent that knows one Q&A pair, so every visitor gets a real reply. */
async function prepareAgent(url) {
  const email = `socket-bench-${Date.now()}@example.com`;
  const signup = await json(`${url}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Bench Owner', email, password: 'long enough password' }),
  });
  const cookie = signup.headers.get('set-cookie').split(';', 1)[0];
  const headers = { cookie };
  const agent = (await json(`${url}/api/agents`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench Cottage', status: 'active' }) })).body;
  await json(`${url}/api/agents/${agent.id}/knowledge`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'qa', content: JSON.stringify({ question: QUESTION, answer: ANSWER }) }),
  });
  for (let tries = 0; ; tries += 1) {
    const items = (await json(`${url}/api/agents/${agent.id}/knowledge`, { headers })).body;
    if (items.every((item) => item.processed)) {
      return agent.id;
    }
    if (tries > 300) {
      throw new Error('The knowledge was not processed in time');
    }
    await sleep(100);
  }
}

async function chatLoad(label, server, agentId) {
  const sockets = await connectMany(server.url, agentId, CONNECTIONS, 200);
  // Warm-up: one message on a tenth of the sockets, so neither side is measured cold.
  await chatRounds(sockets.slice(0, Math.ceil(CONNECTIONS / 10)), agentId, 1, QUESTION);
  const cpuBefore = cpuSeconds(server.pid);
  const databaseCpuBefore = postgresCpuSeconds();
  const loadCpuBefore = process.cpuUsage();
  const run = await chatRounds(sockets, agentId, MESSAGES, QUESTION);
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const databaseCpu = postgresCpuSeconds() - databaseCpuBefore;
  const loadCpu = process.cpuUsage(loadCpuBefore);
  sockets.forEach((socket) => socket.disconnect());
  const roundTrips = run.latencies.length;
  const result = {
    label,
    roundTrips,
    failures: run.failures,
    seconds: run.wallMs / 1000,
    perSecond: roundTrips / (run.wallMs / 1000),
    p50: percentile(run.latencies, 50),
    p99: percentile(run.latencies, 99),
    // The server process's own CPU per round trip (a database in another process not included).
    cpuMsPerRoundTrip: (cpu * 1000) / Math.max(1, roundTrips),
    // PostgreSQL's processes on this machine (0 for the echo server and the embedded database).
    databaseCpuMsPerRoundTrip: (databaseCpu * 1000) / Math.max(1, roundTrips),
    // This script's own, sending and receiving for every socket.
    loadGeneratorCpuMsPerRoundTrip: (loadCpu.user + loadCpu.system) / 1000 / Math.max(1, roundTrips),
  };
  console.log(
    `${label}: ${roundTrips} round trips in ${result.seconds.toFixed(2)} s = ${result.perSecond.toFixed(0)}/s, ` +
      `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
      `CPU per round trip: server ${result.cpuMsPerRoundTrip.toFixed(3)} ms, PostgreSQL ${result.databaseCpuMsPerRoundTrip.toFixed(3)} ms, ` +
      `load generator ${result.loadGeneratorCpuMsPerRoundTrip.toFixed(3)} ms; failures ${run.failures}`,
  );
  return result;
}

/** RSS growth of a fresh server process for `IDLE` connected, silent visitor sockets. */
async function idleMemory(label, server, agentId) {
  const warm = await connectMany(server.url, agentId, 50, 50);
  await chatRounds(warm, agentId, 1, QUESTION);
  warm.forEach((socket) => socket.disconnect());
  await sleep(2000);
  const before = rssBytes(server.pid);
  const sockets = await connectMany(server.url, agentId, IDLE, 200);
  await sleep(5000);
  const after = rssBytes(server.pid);
  sockets.forEach((socket) => socket.disconnect());
  const perConnectionKiB = (after - before) / IDLE / 1024;
  console.log(
    `${label}: RSS ${(before / 2 ** 20).toFixed(1)} MiB -> ${(after / 2 ** 20).toFixed(1)} MiB with ${IDLE} idle sockets = ` +
      `${perConnectionKiB.toFixed(1)} KiB per connection`,
  );
  return { label, beforeMiB: before / 2 ** 20, afterMiB: after / 2 ** 20, perConnectionKiB };
}

console.log(`Socket benchmark: ${CONNECTIONS} connections x ${MESSAGES} messages, ${IDLE} idle; database ${database}`);
const echoScript = join(here, 'echo-server.mjs');
const results = {};
try {
  const setup = await startProcess({ script: apiEntry, env: apiEnv, readyPath: '/api/health' });
  const agentId = await prepareAgent(setup.url);
  if (ONLY !== 'memory') {
    const echo = await startProcess({ script: echoScript, readyPath: '/health' });
    // A single measurement of either server swings by a fifth from run to run on a shared
    // machine; rounds that alternate them, and the median round, say more than any one.
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const echoRun = await chatLoad(`round ${round}: echo server`, echo, agentId);
      const apiRun = await chatLoad(`round ${round}: API widget chat`, setup, agentId);
      rounds.push({ echo: echoRun, api: apiRun, ratio: apiRun.perSecond / echoRun.perSecond });
      console.log(`round ${round}: throughput ratio API / echo ${rounds.at(-1).ratio.toFixed(3)}`);
    }
    const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
    const median = byRatio[Math.floor((byRatio.length - 1) / 2)];
    Object.assign(results, { echo: median.echo, api: median.api, ratio: median.ratio, ratios: rounds.map(({ ratio }) => ratio) });
    console.log(
      `throughput ratio API / echo, median of ${ROUNDS} rounds: ${results.ratio.toFixed(3)} ` +
        `(lowest ${byRatio[0].ratio.toFixed(3)}, highest ${byRatio.at(-1).ratio.toFixed(3)}; target >= 0.5)`,
    );
    await echo.stop();
  }
  await setup.stop();

  if (ONLY !== 'chat') {
    const freshEcho = await startProcess({ script: echoScript, readyPath: '/health' });
    results.echoIdle = await idleMemory('echo server', freshEcho, agentId);
    await freshEcho.stop();
    const freshApi = await startProcess({ script: apiEntry, env: apiEnv, readyPath: '/api/health' });
    results.apiIdle = await idleMemory('API', freshApi, agentId);
    console.log(`API memory per idle connection: ${results.apiIdle.perConnectionKiB.toFixed(1)} KiB (target <= 25 KiB)`);
    await freshApi.stop();
  }
  console.log(JSON.stringify({ connections: CONNECTIONS, messages: MESSAGES, idle: IDLE, database, ...results }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await rm(webRoot, { recursive: true, force: true });
}
