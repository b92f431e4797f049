#!/usr/bin/env node
// `npm run dev`: every web app rebuilt on change (webpack --watch, development mode) and the
// API recompiled and restarted on change; the one server on PORT serves the fresh files.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { WEB_WORKSPACES } from './workspaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build();
const commands = [
  { name: 'contracts', command: 'npx tsc -p packages/contracts/tsconfig.build.json --watch --preserveWatchOutput' },
  { name: 'api-tsc', command: 'npx tsc -p api/tsconfig.build.json --watch --preserveWatchOutput' },
  { name: 'api', command: 'node --watch-path=api/dist --watch-path=packages/contracts/dist api/dist/main.js' },
  ...WEB_WORKSPACES.map(({ name, dir }) => ({ name: dir, command: `npm run watch --silent -w ${name}` })),
];
const child = spawn('npx', ['concurrently', '--kill-others-on-fail', '--names', commands.map((c) => c.name).join(','), ...commands.map((c) => c.command)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
