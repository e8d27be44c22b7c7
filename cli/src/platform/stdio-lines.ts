/**
 * The real process's stdout and stderr for a command's lines (issue 43). Making process.stdout loads Node's stream
 * modules, and for a pipe or a terminal its net and tty too: a tenth of a small command's start, for a line or two
 * of text. So lines are written with write(2) while nothing needs the stream, and through the stream from then on:
 * - anything unusual in a direct write (EAGAIN on a non-blocking pipe, EPIPE, a short write) hands the rest of the
 *   line, and every later one, to the stream, which then does what it always did (`toolbox … | head` exits 0);
 * - once a command asks for the stream itself (bytes to ctx.stdout, commander's help), lines follow it there, so
 *   nothing is reordered where the stream writes later (pipes on macOS).
 */
// Not an import: an ES module importing node:fs loads fs/promises and Node's stream modules with it (~10M
// instructions of every start).
const { fstatSync, statSync, writeSync } = process.getBuiltinModule('node:fs');

export interface StdioLines {
  /** The stream; from the first call on, lines go through it too. */
  stream(): NodeJS.WritableStream;
  write(text: string): void;
  /** Whether a line was written or the stream asked for. */
  readonly used: boolean;
}

function stdioLines(fd: 1 | 2, make: () => NodeJS.WritableStream): StdioLines {
  let streamed = false;
  let wrote = false;
  const stream = () => {
    streamed = true;
    return make();
  };
  return {
    stream,
    get used() {
      return wrote || streamed;
    },
    write(text) {
      wrote = true;
      if (streamed) {
        make().write(text);
        return;
      }
      const bytes = Buffer.from(text);
      let done = 0;
      try {
        while (done < bytes.length) {
          const wrote = writeSync(fd, bytes, done);
          if (wrote <= 0) throw new Error('short write');
          done += wrote;
        }
      } catch {
        stream().write(bytes.subarray(done));
      }
    },
  };
}

let stdoutMade = false;
/** process.stdout, which exits 0 when the reader goes away: `toolbox … | head` closing the pipe is not an error. */
function stdoutStream(): NodeJS.WritableStream {
  if (!stdoutMade) {
    stdoutMade = true;
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0);
      throw error;
    });
  }
  return process.stdout;
}

export const stdoutLines = stdioLines(1, stdoutStream);
export const stderrLines = stdioLines(2, () => process.stderr);

/**
 * isatty(fd), without loading node:tty (and its node:net) for what cannot be a terminal: a pipe, a file or a socket
 * is no character device, and /dev/null (`> /dev/null`, a child's ignored stdio) is one but no terminal. The same
 * answer as process.stdout.isTTY, which libuv takes from isatty().
 *
 * FIFO-safe stat: a plain sync stat writes into the one buffer Node's fs.realpathSync also reads, and after a pipe or
 * a socket has been stat'ed the module loader stops resolving links (nodejs/node#51142): a package required later from
 * pnpm's linked node_modules then cannot find its own dependencies (`echo 'select 1' | toolbox sql format` failed with
 * "Cannot find module '@pgsql/types'"). BigInt stats have a buffer of their own, so whatever a user hands the CLI
 * (stdin, stdout, /dev/stdin, `<(…)`) is stat'ed with `{ bigint: true }`.
 */
export function isTerminal(fd: 0 | 1 | 2): boolean {
  try {
    const stat = fstatSync(fd, { bigint: true });
    if (!stat.isCharacterDevice() || stat.rdev === devNull()) return false;
  } catch {
    return false;
  }
  return process.getBuiltinModule('node:tty').isatty(fd);
}

let devNullRdev: bigint | undefined;
function devNull(): bigint {
  try {
    devNullRdev ??= statSync('/dev/null', { bigint: true }).rdev;
  } catch {
    devNullRdev = -1n;
  }
  return devNullRdev;
}
