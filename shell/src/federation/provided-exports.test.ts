/**
 * The shell provides some shared singletons from modules that re-export part of a package (see
 * webpack.config.js). A name missing there is `undefined` in every remote at run time, so every
 * named import of those packages anywhere in the dashboard must be one the provider exports.
 */
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const SOURCE_ROOTS = ['shell/src', 'mfe-agents/src', 'mfe-channels/src', 'mfe-tools/src', 'mfe-widget/src', 'packages/ui/src', 'packages/session/src', 'packages/api-client/src'];
const PROVIDERS: Record<string, string> = {
  'react-router-dom': 'react-router-dom.ts',
  'react-redux': 'react-redux.ts',
  '@reduxjs/toolkit': 'redux-toolkit.ts',
  '@reduxjs/toolkit/query/react': 'rtk-query-react.ts',
  'styled-components': 'styled-components.ts',
};

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests run without module federation, against the packages themselves.
    return /\.tsx?$/.test(entry.name) && !/\.(d|test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names in `import [x,] { a, b as c, type T } from '<packageName>'` (type-only names dropped). */
function importedNames(source: string, packageName: string): string[] {
  const quoted = packageName.replace(/[/.]/g, '\\$&');
  const pattern = new RegExp(`import\\s+(type\\s+)?(?:\\w+\\s*,\\s*)?\\{([^}]*)\\}\\s+from\\s+'${quoted}'`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, typeOnly, names]) =>
    typeOnly ? [] : names!.split(',').map((name) => name.trim()).filter((name) => name && !name.startsWith('type ')).map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

function exportedNames(providerFile: string): Set<string> {
  const source = fs.readFileSync(path.join(__dirname, providerFile), 'utf8');
  const block = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(block.split(',').map((name) => name.trim()).filter(Boolean));
}

const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(repoRoot, root)));

describe('shared packages the shell provides in part', () => {
  it('finds the dashboard sources and the imports it checks', () => {
    expect(files.length).toBeGreaterThan(50);
    const routerImports = files.flatMap((file) => importedNames(fs.readFileSync(file, 'utf8'), 'react-router-dom'));
    expect(routerImports).toEqual(expect.arrayContaining(['useNavigate', 'Link']));
  });

  it('reads value imports and skips type-only ones', () => {
    const source = [
      "import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';",
      "import type { Store } from 'react-redux';",
      "import styled, { css as style } from 'styled-components';",
    ].join('\n');
    expect(importedNames(source, '@reduxjs/toolkit/query/react')).toEqual(['createApi']);
    expect(importedNames(source, 'react-redux')).toEqual([]);
    expect(importedNames(source, 'styled-components')).toEqual(['css']);
  });

  it.each(Object.entries(PROVIDERS))('%s: every name the dashboard imports is provided', (packageName, providerFile) => {
    const provided = exportedNames(providerFile);
    const missing = files.flatMap((file) =>
      importedNames(fs.readFileSync(file, 'utf8'), packageName)
        .filter((name) => !provided.has(name))
        .map((name) => `${name} (${path.relative(repoRoot, file)})`),
    );
    expect(missing).toEqual([]);
  });
});
