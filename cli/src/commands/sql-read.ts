import { ToolInputError } from '@toolbox/core/errors';
import type { CliContext } from '../context';
import { readInputBytes } from '../output/read-input';

/**
 * A SQL file's (or stdin's) text. Bytes that are not UTF-8 (a Latin-1 file's `é`) would be read as U+FFFD, and a
 * string literal holding one written back changed; Postgres refuses them (invalid byte sequence for encoding
 * "UTF8"), and so does this, naming the first such line (a newline byte is never inside a UTF-8 character).
 */
export async function readSql(ctx: CliContext, path: string | undefined): Promise<string> {
  const bytes = await readInputBytes(ctx, path, 'a SQL file');
  const { isUtf8 } = process.getBuiltinModule('node:buffer');
  if (isUtf8(bytes)) return bytes.toString('utf8');
  let line = 1;
  for (let start = 0; ; line++) {
    const end = bytes.indexOf(10, start);
    if (!isUtf8(bytes.subarray(start, end === -1 ? bytes.length : end))) break;
    start = end + 1;
  }
  const name = path === undefined || path === '-' ? 'stdin' : path;
  throw new ToolInputError(
    `${name} is not UTF-8 text (line ${line}), and Postgres reads SQL as UTF-8: save it as UTF-8 (iconv -t UTF-8).`,
  );
}
