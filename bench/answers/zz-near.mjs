import fs from 'node:fs';
import { createLocalAnswerer } from './local-answerer.mjs';
import { judge } from './judge.mjs';
const questions = JSON.parse(fs.readFileSync(new URL('./questions.json', import.meta.url), 'utf8'));
const splits = process.argv[2].split(',');
const a = await createLocalAnswerer(new URL('./knowledge/', import.meta.url));
const out = [];
for (const q of questions.filter((x) => splits.includes(x.split))) {
  const ans = await a.ask(q);
  const v = judge(q.expect, ans);
  out.push({ id: q.id, split: q.split, conf: ans.confidence, found: ans.found, kind: v.kind, correct: v.correct, unknown: q.expect === 'unknown', question: q.question, reply: ans.reply });
}
fs.writeFileSync(process.argv[3], JSON.stringify(out));
await a.close();
