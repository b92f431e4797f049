import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isSameOrigin } from '../common/same-origin';

export const CROSS_SITE_SIGN_IN = 'Signing in is only accepted from this site';

/**
 * For the routes that set the session cookie. A page of another site could post a form here and
 * sign the visitor in as someone else (SameSite=Lax keeps the cookie off such a request, not out
 * of its answer); a browser names that page's site in the Origin header.
 */
@Injectable()
export class SameSiteGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { headers } = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isSameOrigin(headers.origin, headers.host)) {
      throw new ForbiddenException(CROSS_SITE_SIGN_IN);
    }
    return true;
  }
}
