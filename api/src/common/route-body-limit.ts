import type { FastifyInstance } from 'fastify';

/**
 * Lets one handler accept a larger body than the global limit with
 * `@RouteConfig({ bodyLimit })`: Nest passes route config through to Fastify, but not bodyLimit.
 * Must be applied before the routes are registered (before `init()`).
 */
export function applyRouteBodyLimits(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number' && Number.isInteger(limit) && limit > 0) {
      route.bodyLimit = limit;
    }
  });
}
