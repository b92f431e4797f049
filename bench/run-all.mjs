#!/usr/bin/env node
// Runs the benchmarks one after another. Without DATABASE_URL only those that need no setup;
// with it (a PostgreSQL server) also those the issue measures on PostgreSQL. The socket benchmark
// needs a raised open-file limit (`ulimit -n 20000`) and runs only when the shell has one.
import { spawnSync } from 'node:child_process';

const OPEN_FILES_FOR_SOCKETS = 20000;

function openFileLimit() {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const limit = result.stdout.trim();
  return limit === 'unlimited' ? Infinity : Number(limit);
}

const benches = [
  'bundle/measure.mjs',
  'widget/measure.mjs',
  'http/health-ratio.mjs',
  'answers/score.mjs',
  'answers/ingestion.mjs',
  ...(process.env.DATABASE_URL ? ['http/agents-list.mjs', 'answers/retrieval-latency.mjs'] : []),
  ...(openFileLimit() >= OPEN_FILES_FOR_SOCKETS ? ['socket/run.mjs'] : []),
];
if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: the agents list and retrieval benchmarks are left out.');
if (!benches.includes('socket/run.mjs')) console.log(`ulimit -n is below ${OPEN_FILES_FOR_SOCKETS}: the socket benchmark is left out.`);
for (const file of benches) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, [file], { cwd: new URL('.', import.meta.url), stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
