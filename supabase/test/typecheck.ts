// Type-checks generated TypeScript with the compiler's API against the real packages in supabase/node_modules
// (supabase-js's and React's own types), the way a user's strict project would.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

const options: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
};
const host = ts.createCompilerHost(options);
/** The declaration files (TypeScript's libs, supabase-js's and React's types), parsed once for every check. */
const declarations = new Map<string, ts.SourceFile | undefined>();
const readSourceFile = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, version, ...rest) => {
  if (!fileName.endsWith('.d.ts')) return readSourceFile(fileName, version, ...rest);
  if (!declarations.has(fileName)) declarations.set(fileName, readSourceFile(fileName, version, ...rest));
  return declarations.get(fileName);
};

/** Writes the files under a fresh folder inside supabase/ (so node_modules resolves) and returns tsc's errors. */
export function typecheck(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(packageDir, 'node_modules', '.generated-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(root, name)),
    options,
    host,
  );
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName.slice(root.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
  rmSync(root, { recursive: true, force: true });
  return diagnostics;
}
