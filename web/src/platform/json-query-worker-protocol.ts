import type { JsonQueryInput, JsonQueryLiveResult } from '@toolbox/core/tools/json-query';

/** A ToolInputError's fields: class instances do not survive postMessage. */
interface JsonQueryJobError {
  message: string;
  title: string;
  field: string | undefined;
}

export type JsonQueryAnswer =
  | { kind: 'result'; live: JsonQueryLiveResult }
  | { kind: 'input-error'; error: JsonQueryJobError }
  | { kind: 'crash'; message: string };

export type JsonQueryJob = JsonQueryInput;
