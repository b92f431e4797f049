#!/usr/bin/env node
// Answer accuracy benchmark.
//   node bench/answers/score.mjs                      local engine (knowledge in embedded PGlite)
//   node bench/answers/score.mjs --holdout-failures   also list the unseen splits' failures (do not tune on them)
//   node bench/answers/score.mjs --only dev-012       run one question and show its reply
//   node bench/answers/score.mjs --no-encoder         the lexical engine alone (no sentence encoder)
//   node bench/answers/score.mjs --split dev,holdout  only these splits
//   node bench/answers/score.mjs --http http://127.0.0.1:3000 [--pages-port 4790]
//                                                     the same questions through a running API; start
//                                                     it with FETCH_ALLOW_HOSTS=127.0.0.1:4790 so it
//                                                     can fetch the website pages served here
// The engine's TypeScript is compiled on the fly with @swc/core (see load-engine.mjs).
// An answerer is any object with ask({agent, question, history}) -> {reply, found}.
import fs from 'node:fs';
import { createHttpAnswerer } from './http-answerer.mjs';
import { createLocalAnswerer } from './local-answerer.mjs';
import { judge } from './judge.mjs';

/** dev and holdout to holdout4 have been looked at and are tuned on; these stay unseen. */
const UNSEEN_SPLITS = ['holdout5', 'holdout6', 'holdout7', 'holdout8', 'holdout9', 'holdout10', 'holdout11', 'holdout12', 'holdout13', 'holdout14', 'holdout15', 'holdout16', 'holdout17', 'holdout18', 'holdout19', 'holdout20', 'holdout21', 'holdout22', 'holdout23', 'holdout24', 'holdout25', 'holdout26', 'holdout27', 'holdout28', 'holdout29', 'holdout30', 'holdout31', 'holdout32'];

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

async function createAnswerer() {
  const knowledge = new URL('./knowledge/', import.meta.url);
  if (option('--http')) return createHttpAnswerer(option('--http'), knowledge, { pagesPort: Number(option('--pages-port') ?? 4790) });
  return createLocalAnswerer(knowledge, { encoder: !flag('--no-encoder') });
}

function summarise(results, split) {
  const rows = results.filter((r) => r.question.split === split);
  const known = rows.filter((r) => r.question.expect !== 'unknown');
  const unknown = rows.filter((r) => r.question.expect === 'unknown');
  const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
  const correct = rows.filter((r) => r.verdict.correct).length;
  return {
    split,
    accuracy: pct(correct, rows.length),
    correct: `${correct}/${rows.length}`,
    answerable: `${known.filter((r) => r.verdict.correct).length}/${known.length}`,
    honestDontKnow: `${unknown.filter((r) => r.verdict.correct).length}/${unknown.length}`,
    falseAnswers: unknown.filter((r) => !r.verdict.correct).length,
    wrongFacts: known.filter((r) => r.verdict.kind === 'wrong').length,
    missedDontKnow: known.filter((r) => r.verdict.kind === 'missed').length,
  };
}

/** `p(0.95)`: the 95th percentile of the timings in ms, as text. */
function percentiles(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
}

function printFailure(r) {
  const q = r.question;
  console.log(`- ${q.id} [${q.agent}] ${q.question}${q.history ? ' (follow-up)' : ''}`);
  const detail = r.answer.confidence === undefined ? '' : `, conf ${r.answer.confidence.toFixed(2)}, ${r.answer.candidates} cand`;
  console.log(`    expect: ${JSON.stringify(q.expect)}  got (${r.verdict.kind}${detail}): ${r.answer.reply}`);
}

async function main() {
  const questions = JSON.parse(fs.readFileSync(new URL('./questions.json', import.meta.url), 'utf8'));
  const splits = option('--split')?.split(',');
  const selected = option('--only')
    ? questions.filter((q) => q.id === option('--only'))
    : questions.filter((q) => !splits || splits.includes(q.split));
  const answerer = await createAnswerer();
  const results = [];
  for (const question of selected) {
    const answer = await answerer.ask(question);
    results.push({ question, answer, verdict: judge(question.expect, answer) });
  }
  console.log(`Answer benchmark: ${answerer.description}, ${selected.length} questions`);
  console.table(['dev', 'holdout', 'holdout2', 'holdout3', 'holdout4', 'train', 'train2', 'train3', 'train4', 'train5', 'train6', 'train7', 'train8', 'train9', 'train10', 'train11', 'train12', 'train13', 'train14', 'train15', 'train16', 'train17', 'train18', 'train19', 'train20', 'train21', 'train22', 'train23', 'train24', ...UNSEEN_SPLITS].map((split) => summarise(results, split)));
  if (answerer.timings?.length) {
    const p = percentiles(answerer.timings);
    console.log(`${answerer.timingLabel ?? 'retrieval on PGlite'}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`);
  }
  if (answerer.answerTimings?.length) {
    const p = percentiles(answerer.answerTimings.map((t) => t.ms));
    const encoded = answerer.answerTimings.filter((t) => t.encoded).length;
    console.log(`answer after retrieval: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms; the sentence encoder was asked for ${encoded} of ${answerer.answerTimings.length}`);
  }
  const showHoldout = flag('--holdout-failures') || option('--only');
  const failures = results.filter((r) => !r.verdict.correct && (!UNSEEN_SPLITS.includes(r.question.split) || showHoldout));
  if (failures.length) console.log(`\nFailures${showHoldout ? '' : ' (tuned splits; the unseen ones hidden)'}:`);
  failures.forEach(printFailure);
  if (option('--only')) console.log(results[0]?.answer.reply);
  await answerer.close?.();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
