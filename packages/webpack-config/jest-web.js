const path = require('node:path');

/** jest configuration shared by the shell, the remotes and the front-end packages. */
function createWebJestConfig(dirname) {
  return {
    rootDir: dirname,
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
    moduleNameMapper: { '^@app/contracts$': path.resolve(__dirname, '../contracts/src/index.ts') },
  };
}

module.exports = { createWebJestConfig };
