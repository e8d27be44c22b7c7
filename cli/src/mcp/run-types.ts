// One tool call as the server hands it to its worker thread, and what comes back (run-operation.ts runs it).
import type { Param } from './schema';

export interface RunRequest {
  path: string[];
  params: Param[];
  /** The call's arguments by property, already checked against the schema and the roots. */
  values: Record<string, unknown>;
  /** Text on standard input; undefined: none (stdin is then a terminal, as when nothing is piped). */
  stdin?: string;
  cwd: string;
  apiUrl: string;
  anonKey: string | undefined;
}

export interface RunResult {
  exitCode: number;
  stdout: Uint8Array;
  stderr: string;
}
