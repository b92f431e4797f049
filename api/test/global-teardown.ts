import { withClient } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__embeddedPostgres?.stop();
  const run = globalThis.__runDatabase;
  if (run) {
    await withClient(run.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${run.name}" WITH (FORCE)`));
  }
}
