import {
  BadRequestException,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC_KEY } from '../common/decorators/public.decorator';
import { MAX_BODY_DEPTH, nestsDeeperThan } from '../common/json-depth';
import { isSameOrigin } from '../common/same-origin';
import { readSessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

export const CROSS_SITE_CHANGE = 'Changes are only accepted from this site';
export const CROSS_SITE_SIGN_IN = 'Signing in is only accepted from this site';
export const JSON_BODIES_ONLY = 'Send the request body as JSON';
export const BODY_TOO_DEEP = `The request body nests more than ${MAX_BODY_DEPTH} levels`;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * What a change may carry: JSON, or files (uploads). An HTML form can post only these and
 * url-encoded or plain text, and a page on another port of this host is same-site, its form
 * bringing the cookie along: refusing those bodies leaves such a page nothing it can change.
 */
const CHANGE_BODY_TYPES = new Set(['application/json', 'multipart/form-data']);

/**
 * Every route needs a live session unless it is marked `@Public()`. A request that changes
 * something must come from this site, public or not: SameSite=Lax keeps the cookie off a
 * cross-site form post, but not off one from a sibling sub-domain, nor in a browser without
 * SameSite; and a page of another site could post the sign-in form and sign the visitor in as
 * someone else (SameSite keeps the cookie off such a request, not out of its answer). A browser
 * names the posting page's site in the Origin header; callers that are not browsers send none.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  /** Whether a handler is public never changes, so the metadata is read once per handler. */
  private readonly publicHandlers = new WeakMap<object, boolean>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') {
      return true;
    }
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const isPublic = this.isPublic(context);
    if (!SAFE_METHODS.has(request.method)) {
      if (!isSameOrigin(request.headers.origin, request.headers.host)) {
        // Only the public changes are signing up and signing in.
        throw new ForbiddenException(isPublic ? CROSS_SITE_SIGN_IN : CROSS_SITE_CHANGE);
      }
      const bodyType = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
      if (bodyType && !CHANGE_BODY_TYPES.has(bodyType)) {
        throw new UnsupportedMediaTypeException(JSON_BODIES_ONLY);
      }
      // Checked here, before the validation pipe walks the body.
      if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) {
        throw new BadRequestException(BODY_TOO_DEEP);
      }
    }
    return isPublic || this.authenticate(request);
  }

  private isPublic(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let isPublic = this.publicHandlers.get(handler);
    if (isPublic === undefined) {
      isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [handler, context.getClass()]) ?? false;
      this.publicHandlers.set(handler, isPublic);
    }
    return isPublic;
  }

  private async authenticate(request: FastifyRequest): Promise<boolean> {
    const auth = await this.sessions.resolve(readSessionCookie(request));
    if (!auth) {
      throw new UnauthorizedException('Not signed in');
    }
    request.auth = auth;
    return true;
  }
}
