import { Logger } from '@nestjs/common';
import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

export interface EmbeddedPostgresOptions {
  /** Folder for the database files; in memory when absent. */
  dataDir?: string;
  maxConnections?: number;
}

interface WorkerSettings {
  dataDir: string | null;
  maxConnections: number;
  modules: { pglite: string; socket: string };
}

/** How long stop() waits for the database to close before ending the thread anyway. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Runs in a worker thread: PGlite (a large WebAssembly instance) and its socket server get a heap
 * and an event loop of their own. In the API's thread, PGlite's start-up left V8 on a slow path
 * for the objects Node builds for every `process.nextTick`, which made each HTTP request dearer
 * (docs/benchmarks.md, HTTP), and every query ran on the event loop that serves HTTP. A string
 * run with `eval`, like the document readers, so the same code runs from the build and from the
 * TypeScript sources under jest.
 */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.modules.pglite);
const { PGLiteSocketServer } = require(workerData.modules.socket);

async function main() {
  const db = await PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {});
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: workerData.maxConnections,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  parentPort.once('message', () => stop(db, server).catch(fail));
  parentPort.postMessage({ address: server.getServerConn() });
}

async function stop(db, server) {
  await server.stop();
  if (!db.closed) {
    await db.close();
  }
  // Nothing is left to keep the thread alive: it exits with code 0.
  parentPort.close();
}

// Thrown outside any promise, so a failure ends the thread and reaches the API thread as the
// worker's 'error' event.
function fail(error) {
  process.nextTick(() => {
    throw error;
  });
}

main().catch(fail);
`;

/**
 * PGlite served over the PostgreSQL wire protocol on a loopback port, so the application talks
 * to it with the same `pg` driver it uses for PostgreSQL. The database runs in a worker thread
 * this object owns; stop() closes it there, so the data folder is left consistent.
 */
export class EmbeddedPostgres {
  private static readonly logger = new Logger(EmbeddedPostgres.name);
  private stopping: Promise<void> | null = null;
  private failure: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    private readonly exited: Promise<number>,
    readonly url: string,
  ) {
    // Once serving, a failure in the thread shows as the database being down (health answers
    // 503); it must not end the API process as an unhandled 'error' event.
    worker.on('error', (error) => {
      this.failure ??= error;
      EmbeddedPostgres.logger.error(`embedded database: ${error.message}`, error.stack);
    });
  }

  static async start(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
    if (options.dataDir) {
      await mkdir(options.dataDir, { recursive: true }).catch((error: Error) => {
        throw new Error(`DATA_DIR ${options.dataDir} cannot be used for the embedded database: ${error.message}`);
      });
    }
    const settings: WorkerSettings = {
      dataDir: options.dataDir ?? null,
      maxConnections: options.maxConnections ?? 4,
      modules: {
        pglite: require.resolve('@electric-sql/pglite'),
        socket: require.resolve('@electric-sql/pglite-socket'),
      },
    };
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: settings });
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    const address = await new Promise<string>((resolve, reject) => {
      worker.once('message', (message: { address: string }) => {
        worker.off('error', reject);
        resolve(message.address);
      });
      worker.once('error', reject);
      void exited.then((code) => reject(new Error(`the embedded database stopped while starting (exit code ${code})`)));
    });
    return new EmbeddedPostgres(worker, exited, `postgres://postgres@${address}/postgres`);
  }

  /** Closes the database in its thread (the data folder stays consistent), then ends the thread. */
  stop(): Promise<void> {
    this.stopping ??= this.closeAndExit();
    return this.stopping;
  }

  private async closeAndExit(): Promise<void> {
    const timer = setTimeout(() => {
      this.failure ??= new Error(`the embedded database did not close within ${STOP_TIMEOUT_MS} ms`);
      void this.worker.terminate();
    }, STOP_TIMEOUT_MS);
    this.worker.postMessage('stop');
    const code = await this.exited;
    clearTimeout(timer);
    if (this.failure) {
      throw this.failure;
    }
    if (code !== 0) {
      throw new Error(`the embedded database stopped with exit code ${code}`);
    }
  }
}
