import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser/lib/esm/main.js';
import { ToolInputError } from '../errors';

/** One string value to replace, by its path of keys (`['dependencies', '@scope/a']`). */
export interface JsonStringEdit {
  path: readonly string[];
  value: string;
}

/**
 * `text` with existing string values replaced in place: only those characters change, so the file keeps its
 * indentation, key order, line ends and final newline. A path that is missing or not a string is refused.
 */
export function replaceJsonStrings(
  text: string,
  edits: readonly JsonStringEdit[],
  shown = 'the file',
): string {
  let result = text;
  for (const edit of edits) {
    const node = findNodeAtLocation(parseTree(result) ?? { type: 'null', offset: 0, length: 0 }, [
      ...edit.path,
    ]);
    if (node?.type !== 'string') {
      throw new ToolInputError(`${shown} has no string at ${edit.path.join('.')} to change.`);
    }
    result = applyEdits(result, modify(result, [...edit.path], edit.value, {}));
  }
  return result;
}
