/**
 * Thrown, in one of the launcher's CommonJS bundles (fast-entry.ts, commit-lint-entry.ts), where the command
 * reaches code only the full CLI runs: an interactive screen (src/ui/, ink and react) or a module from the user's
 * disk (platform/import-file.ts). Both come before the command prints anything, so the launcher runs the same argv
 * in the full CLI instead (build.mjs, `fullCliOnly`).
 */
export class FullCliOnly extends Error {
  constructor(what: string) {
    super(`${what} runs in the full CLI`);
    this.name = 'FullCliOnly';
  }
}
