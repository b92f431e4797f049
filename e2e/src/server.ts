import type { ChildProcess } from 'node:child_process';

export interface RunningApp {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const appProcess = require('../../scripts/app-process.cjs') as {
  REPO_ROOT: string;
  startApp(env?: Record<string, string>): Promise<RunningApp>;
  stopApp(app: RunningApp): Promise<void>;
};

export const { REPO_ROOT, startApp, stopApp } = appProcess;
