import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-agents', 'mfe-channels', 'mfe-tools', 'mfe-widget'];

/** Each remote is its own team's room: it may use packages/*, never another app. */
function isolateApp(app) {
  const others = ['shell', 'api', ...REMOTES].filter((name) => name !== app);
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: others.flatMap((other) => [
            { group: [`**/${other}/**`, `@app/${other}`, `@app/${other}/**`], message: `${app} must not import from ${other}; share through packages/.` },
          ]),
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'coverage/**'] },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'multi-line'],
    },
  },
  ...['shell', ...REMOTES].map(isolateApp),
  {
    files: ['packages/**/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/shell/**', '**/mfe-*/**', '**/api/src/**'], message: 'Shared packages never import an app.' }] }],
    },
  },
);
