import Fastify from 'fastify';

/** The baseline: bare Fastify answering a health-sized JSON body, nothing else. */
const app = Fastify({ logger: false });
const startedAt = Date.now();
app.get('/api/health', async () => ({
  status: 'ok',
  database: 'up',
  uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
}));
await app.listen({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
