/** @type {import('jest').Config} */
module.exports = {
  // The web apps' jsdom with Node's fetch and TextEncoder, which the router and the agents list need.
  testEnvironment: require.resolve('@app/webpack-config/jsdom-environment.js'),
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};
