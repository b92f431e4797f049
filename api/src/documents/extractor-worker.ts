import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join, sep } from 'node:path';

export type BinaryKind = 'pdf' | 'doc' | 'docx';

export interface ExtractionFailure {
  /** The library's error class, e.g. PasswordException or InvalidPDFException for PDFs. */
  name: string;
  message: string;
}

export class ExtractionError extends Error {
  constructor(readonly failure: ExtractionFailure) {
    super(failure.message);
    this.name = 'ExtractionError';
  }
}

export class ExtractionTimeoutError extends Error {}

/** The most text one document may hold: ten times the largest plain-text file, far more than any real brochure or manual. */
export const MAX_EXTRACTED_CHARS = 12_000_000;

/**
 * Runs in a child process: the format libraries read untrusted bytes there, with a heap limit
 * and a deadline, and the API's event loop stays free. A process, not a worker thread: a file
 * built to exhaust memory (a decompression bomb, a cyclic .doc) can abort the whole process it
 * runs in, and here that is only the reader. pdf.js ships as an ES module, which the child
 * imports natively (jest's CommonJS runtime could not).
 */
const WORKER_SOURCE = String.raw`
const { pathToFileURL } = require('node:url');

async function pdfText(data, modules) {
  const pdfjs = await import(pathToFileURL(modules.pdf).href);
  const loading = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
    cMapUrl: modules.cMaps,
    cMapPacked: true,
    standardFontDataUrl: modules.standardFonts,
  });
  const document = await loading.promise;
  try {
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      let lastY = null;
      let lastHeight = 0;
      let lineStart = true;
      for (const item of content.items) {
        if (typeof item.str !== 'string') continue;
        const y = item.transform[5];
        const printable = item.str.trim() !== '';
        // A gap of more than about one blank line between lines is a paragraph break.
        if (lineStart && printable && lastY !== null && Math.abs(lastY - y) > Math.max(lastHeight, item.height) * 1.9) {
          text += '\n';
        }
        text += item.str;
        if (printable) {
          lastY = y;
          lastHeight = item.height || lastHeight;
          lineStart = false;
        }
        if (item.hasEOL) {
          text += '\n';
          lineStart = true;
        }
      }
      pages.push(text);
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

async function docxText(data, modules) {
  const mammoth = require(modules.docx);
  const result = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return result.value;
}

async function docText(data, modules) {
  const WordExtractor = require(modules.doc);
  const document = await new WordExtractor().extract(Buffer.from(data));
  return [document.getBody(), document.getFootnotes(), document.getEndnotes()].filter(Boolean).join('\n\n');
}

const extractors = { pdf: pdfText, docx: docxText, doc: docText };
const reply = (message) => process.send(message, () => process.exit(0));
process.once('message', ({ kind, data, modules, maxChars }) => {
  extractors[kind](new Uint8Array(data), modules).then(
    (text) => reply(text.length > maxChars ? { ok: false, name: 'TooMuchText', message: 'too much text' } : { ok: true, text }),
    (error) => reply({ ok: false, name: String((error && error.name) || 'Error'), message: String((error && error.message) || error) }),
  );
});
`;

function libraryPaths() {
  const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
  return {
    pdf: require.resolve('pdfjs-dist/legacy/build/pdf.mjs'),
    // pdf.js reads these with fs in Node, so they are folder paths, not URLs.
    cMaps: join(pdfjsRoot, 'cmaps') + sep,
    standardFonts: join(pdfjsRoot, 'standard_fonts') + sep,
    docx: require.resolve('mammoth'),
    doc: require.resolve('word-extractor'),
  };
}

const MAX_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
let running = 0;
const waiting: Array<() => void> = [];

async function withWorkerSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_WORKERS) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const OUT_OF_MEMORY_SIGNALS = new Set<NodeJS.Signals>(['SIGTRAP', 'SIGABRT', 'SIGKILL']);

export interface ExtractOptions {
  timeoutMs: number;
  maxHeapMb: number;
}

/** The raw text of a PDF, DOC or DOCX file, read in a child process that is ended on timeout. */
export function extractInWorker(kind: BinaryKind, buffer: Buffer, options: ExtractOptions): Promise<string> {
  return withWorkerSlot(
    () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [`--max-old-space-size=${options.maxHeapMb}`, '-e', WORKER_SOURCE], {
          stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
          serialization: 'advanced',
        });
        let settled = false;
        const settle = (outcome: () => void) => {
          if (!settled) {
            settled = true;
            clearTimeout(timer);
            child.kill('SIGKILL');
            outcome();
          }
        };
        const timer = setTimeout(() => settle(() => reject(new ExtractionTimeoutError())), options.timeoutMs);
        child.once('message', (message: { ok: true; text: string } | ({ ok: false } & ExtractionFailure)) =>
          settle(() => (message.ok ? resolve(message.text) : reject(new ExtractionError(message)))),
        );
        child.once('error', (error: NodeJS.ErrnoException) =>
          settle(() => reject(new ExtractionError({ name: error.code ?? error.name, message: error.message }))),
        );
        child.once('exit', (code, signal) =>
          // A reader that ran out of memory is ended by V8 (SIGTRAP or SIGABRT, depending on the
          // build) or by the system (SIGKILL).
          settle(() =>
            reject(
              (signal !== null && OUT_OF_MEMORY_SIGNALS.has(signal)) || code === 133 || code === 134
                ? new ExtractionError({ name: 'OutOfMemory', message: 'out of memory' })
                : new ExtractionError({ name: 'WorkerExit', message: `the reader stopped unexpectedly (${signal ?? code})` }),
            ),
          ),
        );
        child.send({ kind, data: buffer, modules: libraryPaths(), maxChars: MAX_EXTRACTED_CHARS });
      }),
  );
}
