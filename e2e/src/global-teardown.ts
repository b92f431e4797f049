import { stopApp } from './server';

export default async function globalTeardown(): Promise<void> {
  if (globalThis.__E2E_APP__) await stopApp(globalThis.__E2E_APP__);
}
