/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // Two built API processes sharing PostgreSQL and Redis: only when both are given; several
  // processes migrating at once: only on PostgreSQL (read here, before the global setup sets
  // DATABASE_URL to the embedded database).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.DATABASE_URL && process.env.REDIS_URL ? [] : ['/test/live-chat-scale-out\\.']),
    ...(process.env.DATABASE_URL ? [] : ['/test/migrations-concurrency\\.']),
  ],
  // NestJS 12, cookie and content-disposition ship ESM only, and @fastify/cookie loads cookie
  // with import(); jest runs CommonJS, so these go through swc too (import() becomes require).
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@fastify/cookie|cookie|content-disposition)/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The embedded database serves one query at a time for every connection, so its runs stay in band.
  maxWorkers: process.env.DATABASE_URL ? '50%' : 1,
  testTimeout: 30000,
};
