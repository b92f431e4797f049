import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC_KEY } from '../common/decorators/public.decorator';
import { readSessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

/** Every route needs a live session unless it is marked `@Public()`. */
@Injectable()
export class SessionGuard implements CanActivate {
  /** Whether a handler is public never changes, so the metadata is read once per handler. */
  private readonly publicHandlers = new WeakMap<object, boolean>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http' || this.isPublic(context)) {
      return true;
    }
    return this.authenticate(context.switchToHttp().getRequest<FastifyRequest>());
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
