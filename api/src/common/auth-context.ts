/** Who is calling: set on the request by the session guard, read with `@Auth()`. */
export interface AuthContext {
  userId: string;
  accountId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}
