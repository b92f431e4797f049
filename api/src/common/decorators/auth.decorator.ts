import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context';

/** The caller's `{ userId, accountId }`; only on routes the session guard protects. */
export const Auth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  if (!request.auth) {
    throw new UnauthorizedException('Not signed in');
  }
  return request.auth;
});
