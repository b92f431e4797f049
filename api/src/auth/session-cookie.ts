import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

function options(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on.
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, { ...options(request), maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, options(request));
}

/**
 * The session token from a Cookie header: an HTTP request's or a socket handshake's. Read only
 * where a session is needed, so the cookie plugin does not parse cookies on every request.
 */
export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === SESSION_COOKIE) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return readSessionToken(request.headers.cookie);
}
