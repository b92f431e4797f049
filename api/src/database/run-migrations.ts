import { type DataSource, MigrationExecutor } from 'typeorm';

/** The advisory lock every API process takes to migrate: any 64-bit number the database shares with nothing else. */
const MIGRATION_LOCK = 7_164_202_611;

/**
 * Runs the pending migrations, one process at a time: API processes started together (a deploy,
 * a scale-out) would otherwise each find the same migrations pending and apply them twice, or
 * fail on each other's tables. The others wait for the lock, then find nothing left to run.
 * The lock belongs to a connection, so the migrations run on that same connection (a pool of one
 * connection, as the tests use, has no second one to give).
 */
export async function runMigrationsExclusively(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      await executor.executePendingMigrations();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}
