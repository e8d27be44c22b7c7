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
  /**
   * A private folder for a file the command names itself when the call gave no `output` (`pdf`: notes.pdf): made
   * there, returned inline and deleted, never written in the roots.
   */
  spare?: string;
  /** --max-input-size the server was started with. */
  maxInputSize?: number;
  apiUrl: string;
  anonKey: string | undefined;
}

export interface RunResult {
  exitCode: number;
  stdout: Uint8Array;
  stderr: string;
}
