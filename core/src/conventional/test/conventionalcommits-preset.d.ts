/** conventional-changelog-conventionalcommits has no types; message.test.ts reads its parser options only. */
declare module 'conventional-changelog-conventionalcommits' {
  import type { ParserOptions } from 'conventional-commits-parser';
  export default function createPreset(config?: unknown): Promise<{ parser: ParserOptions }>;
}
