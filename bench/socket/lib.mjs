import { execSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { io } from 'socket.io-client';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const running = new Set();
// Servers started here never outlive the benchmark, however it ends.
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => process.exit(130));
}

/** Starts `node <script>` on a free loopback port and waits until `readyPath` answers 200. */
export async function startProcess({ script, env = {}, readyPath, timeoutMs = 90_000 }) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${script} exited with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} not ready after ${timeoutMs} ms`);
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) {
        return;
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident set size of a process, from /proc (Linux). */
export function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kib * 1024;
}

const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** User + system CPU seconds a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * CPU seconds of every PostgreSQL process on this machine (the database of DATABASE_URL when it
 * runs here): a backend that exits between two readings takes its time with it, so read it
 * around a phase whose connections stay open.
 */
export function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') {
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        total += Number(fields[11]) + Number(fields[12]);
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return total / CLOCK_TICKS;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A widget socket (websocket transport only, no reconnection), resolved once connected. */
export function connectVisitor(url, agentId, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/ws',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { role: 'visitor', agentId, visitorToken: token },
    });
    const timer = setTimeout(() => {
      socket.disconnect();
      reject(new Error('connect timeout'));
    }, 60_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('chat_error', (error) => {
      clearTimeout(timer);
      reject(new Error(`chat_error ${error.code}: ${error.message}`));
    });
  });
}

/** Opens `count` sockets, at most `parallel` handshakes at a time. */
export async function connectMany(url, agentId, count, parallel = 100) {
  const sockets = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      sockets[index] = await connectVisitor(url, agentId, `bench-visitor-${process.pid}-${index}-${Date.now()}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return sockets;
}

function nextResponse(socket, timeoutMs) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off('response', onResponse);
      resolve(false);
    }, timeoutMs);
    const onResponse = () => {
      clearTimeout(timer);
      resolve(true);
    };
    socket.once('response', onResponse);
  });
}

/**
 * Every socket sends `messages` chat messages one after another, each waiting for its `response`
 * (closed loop). Returns the wall time and each round trip's latency (send -> response), in ms.
 */
export async function chatRounds(sockets, agentId, messages, text) {
  const latencies = [];
  let failures = 0;
  const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const started = performance.now();
  await Promise.all(
    sockets.map(async (socket, index) => {
      for (let round = 0; round < messages; round += 1) {
        const sentAt = performance.now();
        const replied = nextResponse(socket, 60_000);
        const ack = await socket
          .timeout(60_000)
          .emitWithAck('chat', { agentId, message: text, clientMessageId: `${runId}-${index}-${round}` })
          .catch((error) => ({ ok: false, error: String(error) }));
        if (!ack.ok || !(await replied)) {
          failures += 1;
          continue;
        }
        latencies.push(performance.now() - sentAt);
      }
    }),
  );
  const wallMs = performance.now() - started;
  return { wallMs, latencies: latencies.sort((a, b) => a - b), failures };
}
