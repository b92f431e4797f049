#!/usr/bin/env node
// `npm start`: build what is out of date, then run the one process that serves the API, the
// socket gateway, the shell and every remote on PORT (default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build();
const api = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
