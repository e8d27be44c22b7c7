// Type-checks generated TypeScript (TypeScript 7's tsc) against the real packages in supabase/node_modules
// (supabase-js's and React's own types), the way a user's strict project would.

import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { typecheckFiles } from '@toolbox/core/testing/typecheck';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

const options = {
  strict: true,
  noUncheckedIndexedAccess: true,
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  lib: ['es2022', 'dom'],
  types: [],
  skipLibCheck: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
};

/** Writes the files under a fresh folder inside supabase/ (so node_modules resolves) and returns tsc's errors. */
export function typecheck(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(packageDir, 'node_modules', '.generated-'));
  try {
    return typecheckFiles(root, files, options);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
