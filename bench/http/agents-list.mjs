// GET /api/agents (100 agents) on the built API over PostgreSQL: p99 latency and errors.
// Usage: npm run build -w @app/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/http/agents-list.mjs
// Env: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), BENCH_AGENTS (default 100).
import { randomUUID } from 'node:crypto';
import { cpuTimeMs, databaseBackendPids, load, numberFromEnv, startApi } from './lib.mjs';

const DURATION = numberFromEnv('BENCH_DURATION', 10);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50);
const AGENTS = numberFromEnv('BENCH_AGENTS', 100);
const WARMUP_SECONDS = 3;
const TARGET_P99_MS = 25;

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is required: this benchmark measures the API on PostgreSQL.');
  process.exit(2);
}

async function signUp(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Owner', email: `bench-${randomUUID()}@example.com`, password: 'bench password' }),
  });
  if (response.status !== 201) {
    throw new Error(`signup answered ${response.status}`);
  }
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='))?.split(';', 1)[0];
}

async function createAgents(baseUrl, cookie) {
  for (let index = 0; index < AGENTS; index++) {
    const response = await fetch(`${baseUrl}/api/agents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        name: `Agent ${index + 1}`,
        description: 'Answers questions about rentals, viewings and maintenance.',
        type: ['realtor', 'rental', 'property_manager'][index % 3],
        channels: index % 2 ? ['webchat', 'sms'] : ['webchat'],
        configuration: { widgetConfig: { primaryColor: '#000000', welcomeMessage: 'Hi! How can I help?' } },
        metadata: { voiceGreeting: 'Hello, thanks for calling.' },
      }),
    });
    if (response.status !== 201) {
      throw new Error(`creating agent ${index + 1} answered ${response.status}`);
    }
  }
}

const api = await startApi();
try {
  const cookie = await signUp(api.baseUrl);
  await createAgents(api.baseUrl, cookie);
  const check = await fetch(`${api.baseUrl}/api/agents`, { headers: { cookie } });
  const listed = (await check.json()).length;
  if (listed !== AGENTS) {
    throw new Error(`expected ${AGENTS} agents in the list, got ${listed}`);
  }

  const options = { url: `${api.baseUrl}/api/agents`, headers: { cookie }, connections: CONNECTIONS };
  await load({ ...options, duration: WARMUP_SECONDS });
  // CPU per request of the API and of its PostgreSQL backends: steadier than latency when other
  // work shares the machine, and it shows where the time goes.
  const backends = databaseBackendPids(api.pid);
  const cpuOf = () => ({ api: cpuTimeMs(api.pid), db: backends.reduce((sum, pid) => sum + (cpuTimeMs(pid) ?? 0), 0) });
  const cpuBefore = cpuOf();
  const result = await load({ ...options, duration: DURATION });
  const cpuAfter = cpuOf();
  const perRequest = (ms) => ((ms * 1000) / result.requests.total).toFixed(0);
  const errors = result.errors + result.timeouts + result.non2xx;
  const pass = result.latency.p99 <= TARGET_P99_MS && errors === 0;

  console.log(`GET /api/agents, ${AGENTS} agents, ${CONNECTIONS} connections, ${DURATION} s, PostgreSQL`);
  console.log(`requests  ${result.requests.total} (${result.requests.average.toFixed(0)} req/s average)`);
  console.log(
    `latency   p50 ${result.latency.p50} ms   p90 ${result.latency.p90} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`,
  );
  if (cpuBefore.api !== null && cpuAfter.api !== null) {
    console.log(
      `cpu       api ${perRequest(cpuAfter.api - cpuBefore.api)} µs/request` +
        (backends.length ? `   postgres ${perRequest(cpuAfter.db - cpuBefore.db)} µs/request (${backends.length} backends)` : ''),
    );
  }
  console.log(`errors    ${errors} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts})`);
  console.log(`p99 target <= ${TARGET_P99_MS} ms with 0 errors: ${pass ? 'PASS' : 'MISS'}`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await api.stop();
}
