import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { cacheControlFor } from './cache-policy';

export const REMOTE_FOLDERS = ['mfe-agents', 'mfe-channels', 'mfe-tools', 'mfe-widget'] as const;

/** Paths the shell's SPA fallback never answers: the API, the remotes and the socket. */
const RESERVED_PREFIXES = ['/api', '/remotes', '/ws'];

const setHeaders = (reply: FastifyReply, filePath: string) => {
  void reply.header('cache-control', cacheControlFor(filePath));
  // Served as the type its name says, never sniffed into another (a script taken for a page).
  void reply.header('x-content-type-options', 'nosniff');
  if (filePath.endsWith('.html')) {
    // The dashboard is never framed by another site (clickjacking); the widget has a page of its own.
    void reply.header('content-security-policy', "frame-ancestors 'self'").header('x-frame-options', 'SAMEORIGIN');
  }
};

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function isReserved(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function decodePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?', 1)[0] ?? '/');
  } catch {
    return null;
  }
}

/**
 * Serves the shell at / (with the SPA fallback) and each remote at /remotes/<folder>/.
 * A missing build is reported once and skipped: the API keeps working without it.
 */
export async function registerWebApps(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const logger = new Logger('WebApps');
  const missing: string[] = [];

  for (const folder of REMOTE_FOLDERS) {
    const root = join(config.webRoot, folder, 'dist');
    if (!(await isDirectory(root))) {
      missing.push(root);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // The builds write .br and .gz beside each text file; the browser gets what it accepts.
      preCompressed: true,
      setHeaders,
      // A remote's own page is for serving it alone; here the widget's page is /widget-client,
      // whose frame policy (the agent's allowed websites) this copy would go around.
      allowedPath: (pathName: string) => !pathName.toLowerCase().endsWith('.html'),
    });
  }

  const shellRoot = join(config.webRoot, 'shell', 'dist');
  const hasShell = await isDirectory(shellRoot);
  if (hasShell) {
    await app.register(fastifyStatic, { root: shellRoot, serve: false, cacheControl: false, preCompressed: true, setHeaders });
  } else {
    missing.push(shellRoot);
  }
  if (missing.length > 0) {
    logger.warn(`Web app builds not found under WEB_ROOT, not serving them: ${missing.join(', ')}`);
  }

  const serveShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodePath(request.url);
    if (!hasShell || path === null || isReserved(path)) {
      return reply.callNotFound();
    }
    const file = resolve(shellRoot, `.${path}`);
    if (file.startsWith(shellRoot + sep) && (await isFile(file))) {
      return reply.sendFile(file.slice(shellRoot.length + 1), shellRoot);
    }
    if (request.headers.accept?.includes('text/html')) {
      return reply.sendFile('index.html', shellRoot);
    }
    return reply.callNotFound();
  };

  app.getHttpAdapter().getInstance().get('/*', serveShell);
}

/**
 * Fastify refuses a path with broken percent-encoding ("/%ZZ") before any route runs. A browser
 * asking for such a page gets the shell, which shows 'Page Not Found' as for any unknown page;
 * anything else (the API, a script) gets the 400.
 */
export function answerBadUrl(config: AppConfig) {
  const shellIndex = join(config.webRoot, 'shell', 'dist', 'index.html');
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const page = request.headers.accept?.includes('text/html') && !isReserved(request.url);
    // Read here: the reply of a request no route took has none of the static plugin's helpers.
    const shell = page ? await readFile(shellIndex).catch(() => null) : null;
    if (shell) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
    }
    return reply.code(400).send({ statusCode: 400, message: error.message, error: 'Bad Request' });
  };
}
