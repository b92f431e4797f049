import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgresOptions {
  /** Folder for the database files; in memory when absent. */
  dataDir?: string;
  maxConnections?: number;
}

/**
 * PGlite served over the PostgreSQL wire protocol on a loopback port, so the
 * application talks to it with the same `pg` driver it uses for PostgreSQL.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly url: string,
  ) {}

  static async start(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
    if (options.dataDir) {
      await mkdir(options.dataDir, { recursive: true });
    }
    const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: options.maxConnections ?? 4,
    });
    try {
      await server.start();
    } catch (error) {
      await db.close();
      throw error;
    }
    return new EmbeddedPostgres(db, server, `postgres://postgres@${server.getServerConn()}/postgres`);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    if (!this.db.closed) {
      await this.db.close();
    }
  }
}
