#!/usr/bin/env node
// Retrieval latency at scale on a real PostgreSQL: 1,000,000 passages, 100,000 of them in one
// account (one agent), the rest spread over 900 other agents. Runs every benchmark question's
// search query against the large agent and reports p50/p95/max of the one retrieval statement,
// then of the whole offline answer: the statement, the engine and, for a near miss, the sentence
// encoder.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/answers/retrieval-latency.mjs [--rows 1000000] [--keep | --reuse] [--no-encoder] [--split dev,holdout]
// Works in its own schema (answer_bench, or --schema NAME), dropped at the end unless --keep is given.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { loadAnswerEngine, loadSentenceEncoder } from './load-engine.mjs';
import { passageRows } from './local-answerer.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const engine = loadAnswerEngine();

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const TOTAL = Number(option('--rows', 1_000_000));
const BIG_AGENT_ROWS = Math.round(TOTAL / 10);
const OTHER_AGENTS = 900;
const SCHEMA = option('--schema', 'answer_bench').replace(/[^a-z0-9_]/g, '');
const BIG_AGENT = '00000000-0000-4000-8000-000000000001';

function knowledgeSentences() {
  const dir = new URL('./knowledge/', import.meta.url);
  const sentences = [];
  for (const file of fs.readdirSync(dir)) {
    const base = JSON.parse(fs.readFileSync(new URL(file, dir), 'utf8'));
    for (const item of base.items) for (const row of passageRows(item)) sentences.push(...row.content.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.length > 20));
  }
  return sentences;
}

async function createTable(db) {
  const ddl = fs.readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');
  await db.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}; SET search_path = ${SCHEMA}, public;`);
  // Indexes are built after the bulk load, as a migration on a filled table would.
  await db.query(ddl.split('CREATE INDEX')[0]);
}

/**
 * Each synthetic passage mixes three real knowledge sentences with a few words drawn from a
 * 60,000-word pool with a skewed (Zipf-like) frequency, so lexemes have realistic posting sizes.
 */
async function fill(db, sentences) {
  await db.query(`CREATE TEMP TABLE sentence_pool AS SELECT row_number() OVER () AS n, s FROM unnest($1::text[]) s`, [sentences]);
  const poolSize = sentences.length;
  const insert = (agentExpr, accountExpr) => `
    INSERT INTO ${SCHEMA}.knowledge_passages (account_id, agent_id, item_id, kind, title, question, content)
    SELECT ${accountExpr}, ${agentExpr}, md5(g::text || 'item')::uuid, 'passage', 'Guide ' || (g % 500),
           NULL,
           (SELECT string_agg(s, ' ') FROM sentence_pool WHERE n IN (1 + (g * 7) % ${poolSize}, 1 + (g * 13 + 5) % ${poolSize}, 1 + (g * 31 + 11) % ${poolSize}))
           || ' ' || (SELECT string_agg('term' || floor(power(random(), 3) * 60000)::int, ' ') FROM generate_series(1, 6 + g % 5) WHERE g > 0)
      FROM generate_series($1::int, $2::int) g`;
  const batch = 50_000;
  const started = Date.now();
  for (let from = 1; from <= TOTAL; ) {
    const big = from <= BIG_AGENT_ROWS;
    const to = Math.min(big ? BIG_AGENT_ROWS : TOTAL, from + batch - 1);
    const agent = big ? `'${BIG_AGENT}'::uuid` : `md5('agent' || (g % ${OTHER_AGENTS}))::uuid`;
    const account = big ? `'${BIG_AGENT}'::uuid` : `md5('account' || (g % ${OTHER_AGENTS / 3}))::uuid`;
    await db.query(insert(agent, account), [from, to]);
    process.stdout.write(`\rloaded ${to.toLocaleString()} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    from = to + 1;
  }
  console.log();
  const indexStarted = Date.now();
  const ddl = fs.readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');
  for (const statement of ddl.split(';').filter((s) => s.includes('CREATE INDEX'))) await db.query(statement.replace(' ON knowledge_passages', ` ON ${SCHEMA}.knowledge_passages`));
  await db.query(`ANALYZE ${SCHEMA}.knowledge_passages`);
  console.log(`indexes built in ${((Date.now() - indexStarted) / 1000).toFixed(0)} s`);
}

async function measure(db) {
  const splits = option('--split')?.split(',');
  const questions = JSON.parse(fs.readFileSync(new URL('./questions.json', import.meta.url), 'utf8')).filter(
    (q) => !splits || splits.includes(q.split),
  );
  const sql = engine.retrievalSql.replaceAll('FROM knowledge_passages', `FROM ${SCHEMA}.knowledge_passages`);
  const similarity = args.includes('--no-encoder') ? null : loadSentenceEncoder().similarity;
  const timings = [];
  const answers = [];
  for (const round of [0, 1]) {
    for (const q of questions) {
      const params = engine.retrievalParams(BIG_AGENT, q.question, q.history);
      if (!params) continue;
      const started = process.hrtime.bigint();
      const result = await db.query(sql, params);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const offline = engine.answerOffline(q.question, result.rows, q.history);
      await engine.settleNearMiss(q.question, offline, similarity);
      const answerMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (round === 1) {
        timings.push({ ms, question: q.question, rows: result.rowCount });
        answers.push({ ms: answerMs, encoded: Boolean(offline.nearMiss) });
      }
    }
  }
  timings.sort((a, b) => a.ms - b.ms);
  answers.sort((a, b) => a.ms - b.ms);
  const at = (list, p) => list[Math.min(list.length - 1, Math.floor(p * list.length))].ms.toFixed(1);
  console.log(`retrieval over ${TOTAL.toLocaleString()} passages (${BIG_AGENT_ROWS.toLocaleString()} in the queried agent), ${timings.length} queries:`);
  console.log(`  p50 ${at(timings, 0.5)} ms   p95 ${at(timings, 0.95)} ms   max ${timings[timings.length - 1].ms.toFixed(1)} ms`);
  const encoded = answers.filter((a) => a.encoded).length;
  console.log(`whole offline answer (statement, engine${similarity ? `, sentence encoder for ${encoded} near misses` : ''}):`);
  console.log(`  p50 ${at(answers, 0.5)} ms   p95 ${at(answers, 0.95)} ms   max ${answers[answers.length - 1].ms.toFixed(1)} ms`);
  console.log('  slowest:', timings.slice(-3).map((t) => `${t.ms.toFixed(0)} ms "${t.question}"`).join('; '));
  if (args.includes('--plan')) {
    const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, engine.retrievalParams(BIG_AGENT, timings[timings.length - 1].question));
    console.log(plan.rows.map((r) => '  ' + r['QUERY PLAN'].slice(0, 160)).join('\n'));
  }
}

async function main() {
  const db = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  await db.connect();
  try {
    const exists = await db.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1`, [SCHEMA]);
    if (!(args.includes('--reuse') && exists.rows[0].n > 0)) {
      await createTable(db);
      await fill(db, knowledgeSentences());
    }
    await measure(db);
    if (!args.includes('--keep') && !args.includes('--reuse')) await db.query(`DROP SCHEMA ${SCHEMA} CASCADE`);
  } finally {
    await db.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
