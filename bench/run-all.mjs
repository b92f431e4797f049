#!/usr/bin/env node
// Runs every benchmark that needs no extra setup, one after another.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const benches = ['bundle/measure.mjs', 'widget/measure.mjs', 'http/health-ratio.mjs', 'answers/ingestion.mjs'].filter((file) => fs.existsSync(new URL(file, import.meta.url)));
for (const file of benches) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, [file], { cwd: new URL('.', import.meta.url), stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
