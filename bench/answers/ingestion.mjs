#!/usr/bin/env node
// Ingestion throughput: how many web pages a second the built API turns into searchable knowledge,
// end to end. A loopback server serves N property pages; the script signs up, creates an agent,
// adds every page as a website knowledge item through POST /api/agents/:id/knowledge (in batches of
// concurrent requests) and polls GET /api/agents/:id/knowledge until each one is trained or failed.
//   node bench/answers/ingestion.mjs                       # embedded database (throw-away folder)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/answers/ingestion.mjs
//   DATABASE_URL=… REDIS_URL=redis://127.0.0.1:6379 node bench/answers/ingestion.mjs   # BullMQ queue
// Env: BENCH_PAGES (default 200), BENCH_BATCH (requests in flight while adding, default 10),
// BENCH_POLL_MS (default 500), BENCH_TIMEOUT (seconds from the first add, default 300).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_ENTRY, cpuTimeMs, databaseBackendPids, numberFromEnv, startServer } from '../http/lib.mjs';

const PAGES = numberFromEnv('BENCH_PAGES', 200);
const BATCH = numberFromEnv('BENCH_BATCH', 10);
const POLL_MS = numberFromEnv('BENCH_POLL_MS', 500);
const TIMEOUT_MS = numberFromEnv('BENCH_TIMEOUT', 300) * 1000;
const REQUEST_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Pages: headings, paragraphs and lists drawn from the benchmark knowledge bases.

/** Deterministic generator, so every run serves the same pages. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Headings, sentences, list items and Q&A pairs of every knowledge base, by base. */
function knowledgePools() {
  const dir = new URL('./knowledge/', import.meta.url);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const base = JSON.parse(fs.readFileSync(new URL(file, dir), 'utf8'));
      const pool = { name: base.name, headings: [], sentences: [], listItems: [], qa: [] };
      for (const item of base.items) {
        if (item.type === 'qa') {
          pool.qa.push({ question: item.question, answer: item.answer });
          continue;
        }
        if (item.title) pool.headings.push(item.title);
        for (const line of item.content.split('\n').map((text) => text.trim()).filter(Boolean)) {
          if (line.startsWith('- ') || (line.length < 90 && /^[^:]{2,40}: \S/.test(line))) {
            pool.listItems.push(line.replace(/^- /, ''));
          } else if (line.length < 70 && !/[.!?:;]$/.test(line)) {
            const heading = line.replace(/^(#+|\d+\.)\s*/, '');
            const sentenceCase = heading === heading.toUpperCase() ? heading.toLowerCase() : heading;
            pool.headings.push(sentenceCase.replace(/^\w/, (c) => c.toUpperCase()));
          } else {
            pool.sentences.push(...line.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 20));
          }
        }
      }
      return pool;
    });
}

const STREETS = ['Linden Avenue', 'Harbor View Court', 'Orchard Lane', 'Maple Street', 'Cedar Ridge Road', 'Bayside Drive', 'Willow Way', 'Front Street'];
const TOWNS = ['Brookfield', 'Westport', 'Cedar Hills', 'Oakridge', 'Seaview', 'Millbrook'];

/** One property page of a few KB: site chrome around an article of varied sections. */
function buildPage(index, pools) {
  const next = random(index * 7919 + 17);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const some = (list, min, max) => Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(list));
  const pool = pools[index % pools.length];
  const address = `${1 + Math.floor(next() * 400)} ${pick(STREETS)}, ${pick(TOWNS)}`;
  const title = `${address} - ${pool.name}`;
  const sections = [];
  sections.push(`<p>Reference ${escapeHtml(pool.name.slice(0, 2).toUpperCase())}-${String(index + 1).padStart(4, '0')}. ${some(pool.sentences, 2, 3).map(escapeHtml).join(' ')}</p>`);
  const sectionCount = 4 + Math.floor(next() * 3);
  for (let section = 0; section < sectionCount; section++) {
    const parts = [`<h2>${escapeHtml(pick(pool.headings))}</h2>`];
    for (let paragraph = 0; paragraph < 1 + Math.floor(next() * 2); paragraph++) {
      parts.push(`<p>${some(pool.sentences, 2, 4).map(escapeHtml).join(' ')}</p>`);
    }
    if (pool.listItems.length && next() < 0.6) {
      parts.push(`<ul>${some(pool.listItems, 3, 6).map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
    }
    if (pool.qa.length && next() < 0.4) {
      const qa = pick(pool.qa);
      parts.push(`<h3>${escapeHtml(qa.question)}</h3><p>${escapeHtml(qa.answer)}</p>`);
    }
    sections.push(`<section>${parts.join('\n')}</section>`);
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/site.css">
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ page: ${index + 1} });</script>
</head>
<body>
<header class="site-header"><a href="/">${escapeHtml(pool.name)}</a>
<nav><ul><li><a href="/listings">Listings</a></li><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li></ul></nav>
</header>
<main>
<article>
<h1>${escapeHtml(address)}</h1>
${sections.join('\n')}
</article>
</main>
<footer class="site-footer"><p>&copy; ${escapeHtml(pool.name)}. All rights reserved.</p><p><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p></footer>
<div id="cookie-banner" class="cookie-consent">We use cookies to improve your visit. <button>Accept</button></div>
</body>
</html>
`;
}

/** Serves /listings/1 … /listings/N on a free loopback port, gzipped when the client accepts it. */
async function startPageServer(pages) {
  const bodies = pages.map((html) => ({ plain: Buffer.from(html), gzip: gzipSync(html) }));
  const fetches = new Array(pages.length).fill(0);
  const server = createServer((request, response) => {
    const match = /^\/listings\/(\d+)$/.exec(request.url ?? '');
    const index = match ? Number(match[1]) - 1 : -1;
    if (request.method !== 'GET' || !bodies[index]) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    fetches[index]++;
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = gzip ? bodies[index].gzip : bodies[index].plain;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    fetches,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The API and its calls.

/** The built API on a free loopback port, allowed to fetch from the page server. */
async function startApiFor(pageOrigin) {
  const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'bench-ingestion-'));
  // A queue prefix of its own, so no other process sharing the Redis server takes these jobs.
  const queuePrefix = process.env.REDIS_URL ? `bench-ingestion-${randomUUID()}` : null;
  const server = await startServer({
    script: API_ENTRY,
    env: {
      LOG_LEVEL: 'silent',
      SIGNUP_RATE_LIMIT: '1000000',
      FETCH_ALLOW_HOSTS: new URL(pageOrigin).host,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(queuePrefix ? { JOB_QUEUE_PREFIX: queuePrefix } : {}),
    },
    readyPath: '/api/health',
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      if (queuePrefix) await removeRedisKeys(queuePrefix);
    },
  };
}

async function removeRedisKeys(prefix) {
  const Redis = createRequire(API_ENTRY)('ioredis');
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function call(baseUrl, method, path, { cookie, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return { response, json: text ? JSON.parse(text) : null };
}

async function signUpWithAgent(baseUrl) {
  const { response } = await call(baseUrl, 'POST', '/api/auth/signup', {
    body: { name: 'Bench Owner', email: `bench-${randomUUID()}@example.com`, password: 'bench password' },
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))?.split(';', 1)[0];
  if (!cookie) throw new Error('signup set no session cookie');
  const { json: agent } = await call(baseUrl, 'POST', '/api/agents', {
    cookie,
    body: { name: 'Listings Agent', description: 'Answers questions about our listings.', type: 'realtor', channels: ['webchat'] },
  });
  return { cookie, agentId: agent.id };
}

/**
 * CPU used by the API process and by the PostgreSQL backends serving it. The pool opens and
 * closes connections during a run, so backends are sampled at every poll and each one's last
 * reading counts.
 */
function cpuMeter(apiPid) {
  const apiStart = cpuTimeMs(apiPid);
  const backendStart = new Map();
  const backendLast = new Map();
  let first = true;
  // Backends there at the start count from their reading then; later ones were opened by the run.
  const sample = () => {
    for (const pid of process.env.DATABASE_URL ? databaseBackendPids(apiPid) : []) {
      const ms = cpuTimeMs(pid);
      if (ms === null) continue;
      if (!backendStart.has(pid)) backendStart.set(pid, first ? ms : 0);
      backendLast.set(pid, ms);
    }
    first = false;
  };
  sample();
  return {
    sample,
    /** { api, db, backends } in ms since the meter started; api is null where /proc is missing. */
    read() {
      sample();
      const apiNow = cpuTimeMs(apiPid);
      let db = 0;
      for (const [pid, ms] of backendLast) db += ms - backendStart.get(pid);
      return { api: apiStart === null || apiNow === null ? null : apiNow - apiStart, db, backends: backendLast.size };
    },
  };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------

async function main() {
  const pools = knowledgePools();
  const pages = Array.from({ length: PAGES }, (_, index) => buildPage(index, pools));
  const pageBytes = pages.map((html) => Buffer.byteLength(html)).sort((a, b) => a - b);
  const pageServer = await startPageServer(pages);
  let api;
  let owner;
  try {
    api = await startApiFor(pageServer.origin);
    owner = await signUpWithAgent(api.baseUrl);
    const { cookie, agentId } = owner;
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database (PGlite)';
    const queue = process.env.REDIS_URL ? 'BullMQ on Redis' : 'in-process queue';
    console.log(`ingestion: ${PAGES} web pages (${(pageBytes[0] / 1024).toFixed(1)}–${(pageBytes.at(-1) / 1024).toFixed(1)} KB of HTML, median ${(percentile(pageBytes, 0.5) / 1024).toFixed(1)} KB), ${database}, ${queue}`);

    const cpu = cpuMeter(api.pid);
    const clientCpu = process.cpuUsage();
    const started = Date.now();
    const deadline = started + TIMEOUT_MS;
    const addLatencies = [];
    let addError = null;
    let addsDone = null;

    const adding = (async () => {
      for (let from = 0; from < PAGES && !addError; from += BATCH) {
        const batch = pages.slice(from, from + BATCH).map(async (_, offset) => {
          const address = `${pageServer.origin}/listings/${from + offset + 1}`;
          const sent = performance.now();
          await call(api.baseUrl, 'POST', `/api/agents/${agentId}/knowledge`, {
            cookie,
            body: { type: 'url', title: new URL(address).host, content: address },
          });
          addLatencies.push(performance.now() - sent);
        });
        await Promise.all(batch).catch((error) => {
          addError = error;
        });
      }
      addsDone = Date.now();
    })();

    let items = [];
    let polls = 0;
    while (true) {
      await sleep(POLL_MS);
      if (addError) throw addError;
      items = (await call(api.baseUrl, 'GET', `/api/agents/${agentId}/knowledge`, { cookie })).json;
      polls++;
      cpu.sample();
      const done = items.filter((item) => item.status !== 'processing').length;
      if (addsDone && items.length === PAGES && done === PAGES) break;
      if (Date.now() > deadline) {
        throw new Error(
          `timed out after ${TIMEOUT_MS / 1000} s: ${items.length}/${PAGES} added, ${done} finished, ${items.length - done} still processing`,
        );
      }
    }
    const seenDone = Date.now();
    await adding;
    const used = cpu.read();
    const clientUsed = process.cpuUsage(clientCpu);

    const trained = items.filter((item) => item.status === 'trained');
    const failed = items.filter((item) => item.status === 'failed');
    // The moment the last item was written (its updated_at), which the poll sees up to POLL_MS late.
    const lastFinished = Math.max(...items.map((item) => Date.parse(item.updatedAt)));
    const seconds = (Math.min(lastFinished, seenDone) - started) / 1000;
    const passages = trained.reduce((sum, item) => sum + item.passageCount, 0);
    const fetched = pageServer.fetches.reduce((sum, count) => sum + count, 0);
    addLatencies.sort((a, b) => a - b);

    console.log(`adding    ${PAGES} POSTs in batches of ${BATCH} took ${((addsDone - started) / 1000).toFixed(2)} s (p50 ${percentile(addLatencies, 0.5).toFixed(0)} ms, p95 ${percentile(addLatencies, 0.95).toFixed(0)} ms each)`);
    console.log(`finished  ${trained.length} trained, ${failed.length} failed, ${seconds.toFixed(2)} s from the first add to the last finished (poll saw it after ${((seenDone - started) / 1000).toFixed(2)} s, ${polls} polls)`);
    // Once every add is in, the jobs no longer share the API with the POSTs.
    const finishedAfterAdds = items.filter((item) => Date.parse(item.updatedAt) > addsDone).length;
    const afterAdds = (lastFinished - addsDone) / 1000;
    console.log(
      `rate      ${(trained.length / seconds).toFixed(1)} pages/s trained` +
        (finishedAfterAdds >= 10 && afterAdds > 0 ? `   (${(finishedAfterAdds / afterAdds).toFixed(1)} pages/s for the ${finishedAfterAdds} finished after the last add)` : ''),
    );
    console.log(`passages  ${passages} (${(passages / Math.max(1, trained.length)).toFixed(1)} a page); page server answered ${fetched} fetches for ${PAGES} pages`);
    if (used.api !== null) {
      let line = `cpu       api ${(used.api / PAGES).toFixed(1)} ms/page`;
      if (used.backends) line += `   postgres ${(used.db / PAGES).toFixed(1)} ms/page (${used.backends} backends)`;
      line += `   this script ${((clientUsed.user + clientUsed.system) / 1000 / PAGES).toFixed(1)} ms/page`;
      console.log(`${line}   (wall ${((seconds * 1000) / PAGES).toFixed(1)} ms/page)`);
    }
    if (failed.length) {
      const reasons = new Map();
      for (const item of failed) reasons.set(item.error, (reasons.get(item.error) ?? 0) + 1);
      for (const [reason, count] of reasons) console.log(`failed    ${count} × ${reason}`);
      process.exitCode = 1;
    }
  } finally {
    // A shared PostgreSQL keeps no pages from the run: the agent takes its items and passages along.
    if (owner && process.env.DATABASE_URL) {
      await call(api.baseUrl, 'DELETE', `/api/agents/${owner.agentId}`, { cookie: owner.cookie }).catch((error) => {
        console.error(`could not delete the benchmark agent: ${error.message}`);
      });
    }
    await api?.stop();
    await pageServer.stop();
  }
}

main().catch((error) => {
  console.error(`ingestion benchmark failed: ${error.message}`);
  process.exitCode = 1;
});
