#!/usr/bin/env node
// Builds what is out of date: a workspace is rebuilt when any of its sources (or a shared
// package it bundles) is newer than its last build. `--force` rebuilds everything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_WORKSPACE, LIBRARY_WORKSPACES, SHARED_WEB_SOURCES, WEB_WORKSPACES } from './workspaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-stamp';

function newestChange(target) {
  const absolute = path.join(root, target);
  if (!fs.existsSync(absolute)) return 0;
  const stat = fs.statSync(absolute);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry.name)));
  }
  return newest;
}

function isStale(workspace, extraSources) {
  const stamp = path.join(root, workspace.dir, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = [workspace.dir, ...extraSources].filter((source) => source !== path.join(workspace.dir, 'dist'));
  return sources.some((source) => newestChange(source) > built);
}

function run(workspace) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', workspace.name], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Build of ${workspace.name} failed (exit ${code})`));
      fs.writeFileSync(path.join(root, workspace.dir, 'dist', STAMP), new Date().toISOString());
      resolve();
    });
  });
}

async function buildAll(workspaces, extraSources, force, parallel = 1) {
  const queue = workspaces.filter((workspace) => force || isStale(workspace, extraSources));
  for (const workspace of workspaces) {
    if (!queue.includes(workspace)) console.log(`${workspace.name}: up to date`);
  }
  const workers = Array.from({ length: parallel }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = Date.now();
      await run(next);
      console.log(`${next.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  await Promise.all(workers);
}

export async function build({ force = false } = {}) {
  await buildAll(LIBRARY_WORKSPACES, [], force);
  await buildAll([API_WORKSPACE], ['packages/contracts/src'], force);
  await buildAll(WEB_WORKSPACES, SHARED_WEB_SOURCES, force, 2);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
