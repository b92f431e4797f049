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

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}
