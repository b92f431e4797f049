// GET /api/health on the built API against a bare Fastify server, same load, same machine.
// Usage: npm run build -w @app/api && node bench/http/health-ratio.mjs
// Env: DATABASE_URL (PostgreSQL; the embedded database otherwise), BENCH_DURATION (seconds per
// server, default 10), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 5).
// Both servers run at once and are measured in alternating rounds, so a burst of other work on
// the machine hits both rather than skewing the ratio.
import { join } from 'node:path';
import { cpuTimeMs, load, numberFromEnv, startApi, startServer } from './lib.mjs';

const DURATION = numberFromEnv('BENCH_DURATION', 10);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50);
const ROUNDS = numberFromEnv('BENCH_ROUNDS', 5);
const WARMUP_SECONDS = 3;
const TARGET = 0.8;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function round(server, seconds) {
  const cpuBefore = cpuTimeMs(server.pid);
  const result = await load({ url: `${server.baseUrl}/api/health`, connections: CONNECTIONS, duration: seconds });
  const cpuAfter = cpuTimeMs(server.pid);
  return {
    rate: result.requests.total / (result.duration || seconds),
    // Server CPU per request: steadier than req/s when other work shares the machine.
    cpuMicros: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const servers = {
  bare: await startServer({ script: join(import.meta.dirname, 'hello-server.mjs'), readyPath: '/api/health' }),
  api: await startApi(),
};
try {
  await round(servers.bare, WARMUP_SECONDS);
  await round(servers.api, WARMUP_SECONDS);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bare = await round(servers.bare, DURATION / ROUNDS);
    const api = await round(servers.api, DURATION / ROUNDS);
    rounds.push({ bare, api, ratio: api.rate / bare.rate });
    console.log(
      `round ${i + 1}: bare ${bare.rate.toFixed(0)} req/s, api ${api.rate.toFixed(0)} req/s, ratio ${(api.rate / bare.rate).toFixed(2)}`,
    );
  }
  const summary = (name) => {
    const rates = rounds.map((r) => r[name].rate);
    const errors = rounds.reduce((sum, r) => sum + r[name].errors, 0);
    const p99 = Math.max(...rounds.map((r) => r[name].p99));
    const cpu = rounds.every((r) => r[name].cpuMicros !== null) ? median(rounds.map((r) => r[name].cpuMicros)) : null;
    return { rate: median(rates), errors, p99, cpu };
  };
  const cpuText = (cpu) => (cpu === null ? '' : `  ${cpu.toFixed(1)} µs CPU/request`);
  const bare = summary('bare');
  const api = summary('api');
  const ratio = median(rounds.map((r) => r.ratio));
  console.log(
    `\ndatabase ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}, ${CONNECTIONS} connections, ` +
      `${ROUNDS} alternating rounds, ${DURATION} s per server`,
  );
  console.log(
    `bare fastify  ${bare.rate.toFixed(0)} req/s (median)  worst p99 ${bare.p99} ms  errors ${bare.errors}${cpuText(bare.cpu)}`,
  );
  console.log(
    `api           ${api.rate.toFixed(0)} req/s (median)  worst p99 ${api.p99} ms  errors ${api.errors}${cpuText(api.cpu)}`,
  );
  if (bare.cpu !== null && api.cpu !== null) {
    console.log(`CPU per request ratio (bare / api) ${(bare.cpu / api.cpu).toFixed(2)}`);
  }
  console.log(`ratio ${ratio.toFixed(2)} (median of rounds; target >= ${TARGET}) ${ratio >= TARGET ? 'PASS' : 'MISS'}`);
  process.exitCode = ratio >= TARGET && api.errors === 0 ? 0 : 1;
} finally {
  await Promise.all([servers.bare.stop(), servers.api.stop()]);
}
