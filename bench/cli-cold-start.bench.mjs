// CONTRACTS.md budget: `toolbox --version` under 100 ms, next to bare `node -e 0` as the floor. Issue 29: the
// everyday commands likely in scripts (`jwt decode`, `time`, `url encode`) within the hook path's budget (150 ms,
// `toolbox commit lint FILE`), signed in as a script would be (a confirmed credential, no network).
// BENCH_CLI_BEFORE=<another build's toolbox.js> (e.g. one built from an earlier commit and copied under cli/, where
// its optional packages resolve): each start ratio is measured for it too, in the same interleaved runs, and its rows
// say "(before)". BENCH_INSTRUCTION_RUNS: runs a count is the median of (default 5). BENCH_START_ONLY: see
// chosenRatioCommands.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releasedRepository } from '../cli/test/released-repository.mjs';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

/** A token as `toolbox jwt decode` gets it in a script (HS256, RFC 7519's example claims). */
const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** A browser's user agent, as `toolbox ua` is given one from a log. */
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const SCRIPT_COMMANDS = [
  ['jwt', 'decode', TOKEN],
  ['time', '1700000000', '--tz', 'Asia/Tokyo'],
  ['url', 'encode', 'a b&c', '--component'],
];

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'cli: toolbox --version', skipped: missing }];

  const node = process.execPath;
  const [floor, version, list] = measure.timeCommands(
    [
      { command: node, args: ['-e', '0'] },
      { command: node, args: [toolbox, '--version'] },
      { command: node, args: [toolbox, 'list', '--json'] },
    ],
    { runs: 20 },
  );
  const rss = measure.peakRss(node, [toolbox, '--version']);
  const spread = ({ min, max, runs }) => `${runs} runs, ${min.toFixed(0)}-${max.toFixed(0)} ms`;
  const overFloor = (summary) =>
    `+${(summary.median - floor.median).toFixed(1)} ms over node, ${spread(summary)}`;
  return [
    { metric: 'cli: node -e 0 (floor)', value: floor.median, unit: 'ms', note: spread(floor) },
    {
      metric: 'cli: toolbox --version',
      value: version.median,
      unit: 'ms',
      budget: 100,
      note: overFloor(version),
    },
    { metric: 'cli: toolbox list --json', value: list.median, unit: 'ms', note: overFloor(list) },
    ...(rss === null ? [] : [{ metric: 'cli: toolbox --version peak RSS', value: rss, unit: 'MiB' }]),
    ...scriptCommands(measure, toolbox, floor),
    ...startRatios(measure, toolbox),
  ];
}

function scriptCommands(measure, toolbox, floor) {
  const env = { ...process.env, XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-') };
  const node = process.execPath;
  const summaries = measure.timeCommands(
    SCRIPT_COMMANDS.map((args) => ({ command: node, args: [toolbox, ...args] })),
    { runs: 15, env },
  );
  return SCRIPT_COMMANDS.map((args, index) => {
    const summary = summaries[index];
    const shown = args.map((arg) => (arg.length > 20 ? 'TOKEN' : /\s/.test(arg) ? `"${arg}"` : arg));
    return {
      metric: `cli: toolbox ${shown.join(' ')}`,
      value: summary.median,
      unit: 'ms',
      budget: 150,
      note: `+${(summary.median - floor.median).toFixed(1)} ms over node, ${summary.runs} runs, ${summary.min.toFixed(0)}-${summary.max.toFixed(0)} ms`,
    };
  });
}

/**
 * Each small command's start as a ratio to `node -e 0`, from wall-clock medians and (where perf or
 * BENCH_INSTRUCTIONS=callgrind can count) instructions, which a loaded machine does not blur. Issue 77's budgets on
 * Node 22 and 24: small commands within 2x, the commit-msg hook's path within 1.5x, `sql format` within 1.5x of
 * node loading its parser and parsing the file (FLOORS). A command whose run waits on another process (git's children,
 * the API for `whoami`) is read against node asking the same (FLOORS), within 2x: against `node -e 0` its wall time
 * would measure git and the network, not the CLI.
 */
const RATIO_COMMANDS = [
  { label: 'jwt decode TOKEN', args: ['jwt', 'decode', TOKEN], budget: 2 },
  { label: 'url parse URL', args: ['url', 'parse', 'https://example.com/a?b=1#c'], budget: 2 },
  { label: 'hash --text abc', args: ['hash', '--text', 'abc'], budget: 2 },
  { label: "cron '*/5 * * * *'", args: ['cron', '*/5 * * * *'], budget: 2 },
  { label: 'time 1700000000', args: ['time', '1700000000'], budget: 2 },
  { label: 'diff A B', args: ['diff', 'a.txt', 'b.txt'], budget: 2 },
  { label: 'json format FILE', args: ['json', 'format', 'data.json'], budget: 2 },
  { label: 'base64 encode TEXT', args: ['base64', 'encode', 'hello'], budget: 2 },
  { label: 'uuid', args: ['uuid'], budget: 2 },
  { label: 'convert FILE --to yaml', args: ['convert', 'data.json', '--to', 'yaml'], budget: 2 },
  { label: 'rls --table todos', args: ['rls', '--table', 'todos'], budget: 2 },
  {
    label: 'meta --title T --description D',
    args: ['meta', '--title', 'T', '--description', 'D'],
    budget: 2,
  },
  { label: "tailwind optimize 'p-2 p-4'", args: ['tailwind', 'optimize', 'p-2 p-4'], budget: 2 },
  { label: 'types FILE', args: ['types', 'data.json'], budget: 2 },
  { label: 'cert FILE', args: ['cert', 'root.pem'], budget: 2 },
  { label: 'list', args: ['list'], budget: 2 },
  // Asked of the server every run (as `gh auth status` does): read against node asking the same (FLOORS), as the git
  // commands' wall time is against node asking git.
  { label: 'whoami', args: ['whoami'], floorBudget: 2 },
  { label: 'icons arrow', args: ['icons', 'arrow'], budget: 2 },
  { label: 'sql format FILE', args: ['sql', 'format', 'query.sql'], floorBudget: 1.5 },
  // The commands that ask git (GIT_CHILDREN) are read against node asking git the same: git's own run is waited for.
  { label: 'commit -t feat -m TEXT', args: ['commit', '-t', 'feat', '-m', 'add login'], floorBudget: 2 },
  { label: 'commit --describe TEXT', args: ['commit', '--describe', 'Added dark mode'], budget: 2 },
  { label: 'changelog (3 commits, 1 tag)', args: ['changelog'], floorBudget: 2 },
  { label: 'release --dry-run', args: ['release', '--dry-run'], floorBudget: 2 },
  { label: 'workspace FILE', args: ['workspace', 'plan.txt', '--format', 'markdown'], budget: 2 },
  { label: 'api-docs FILE --format md', args: ['api-docs', 'petstore.yaml', '--format', 'md'], budget: 2 },
  { label: 'qr TEXT', args: ['qr', 'https://example.com'], budget: 2 },
  {
    label: 'bcrypt info HASH',
    args: ['bcrypt', 'info', '$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi'],
    budget: 2,
  },
  { label: 'cidr 10.0.0.0/22', args: ['cidr', '10.0.0.0/22'], budget: 2 },
  { label: 'ua UA', args: ['ua', UA], budget: 2 },
  { label: 'http-status 422', args: ['http-status', '422'], budget: 2 },
  { label: 'mime report.pdf', args: ['mime', 'report.pdf'], budget: 2 },
  { label: 'compose FILE', args: ['compose', 'run.sh'], budget: 2 },
  { label: 'base 0x1F', args: ['base', '0x1F'], budget: 2 },
  { label: 'case user_id --to camel', args: ['case', 'user_id', '--to', 'camel'], budget: 2 },
  { label: 'count FILE', args: ['count', 'a.txt'], budget: 2 },
  { label: 'ulid', args: ['ulid'], budget: 2 },
  { label: 'uuid decode UUID', args: ['uuid', 'decode', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'], budget: 2 },
  { label: 'totp FILE', args: ['totp', 'secret.txt'], budget: 2 },
  {
    label: 'basic-auth decode HEADER',
    args: ['basic-auth', 'decode', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    budget: 2,
  },
  { label: 'data-uri FILE', args: ['data-uri', 'a.txt'], budget: 2 },
  { label: 'chmod 750', args: ['chmod', '750'], budget: 2 },
  { label: 'jsonpath QUERY FILE', args: ['jsonpath', '$.tags[*]', 'data.json'], budget: 2 },
  // jq's own start (jq-wasm's 1.3 MB module and its WebAssembly, in the worker thread its time limit needs) is the
  // command's point: read against node running jq so on the same file (FLOORS), as `sql format` is against Postgres's
  // parser.
  { label: 'jq FILTER FILE', args: ['jq', '.tags[]', 'data.json'], floorBudget: 1.5 },
  { label: 'escape TEXT --as csv', args: ['escape', 'a,b', '--as', 'csv'], budget: 2 },
  { label: 'unescape TEXT --as html', args: ['unescape', '&lt;b&gt;', '--as', 'html'], budget: 2 },
  { label: 'lorem 3', args: ['lorem', '3'], budget: 2 },
  {
    label: 'lines FILE --sort bytes --unique',
    args: ['lines', 'b.txt', '--sort', 'bytes', '--unique'],
    budget: 2,
  },
  { label: 'xml format FILE', args: ['xml', 'format', 'feed.xml'], budget: 2 },
  // An EC key, as RSA's prime search is the command's work, not its start. Node's WebCrypto (its key objects, OpenSSL)
  // is ~0.4 of a Node start by itself at first use (FLOORS): the keys commands keep the small commands' one Node start
  // for the CLI, on top of their library's (overFloorRows).
  { label: 'keys generate --type ec', args: ['keys', 'generate', '--type', 'ec'], overFloor: 1 },
  { label: 'keys convert FILE', args: ['keys', 'convert', 'key.pem'], overFloor: 1 },
  { label: 'keys fingerprint FILE', args: ['keys', 'fingerprint', 'key.pem'], overFloor: 1 },
  { label: 'commit lint FILE (hook path)', args: ['commit', 'lint', 'message.txt'], budget: 1.5 },
];

const TAGS = ['for-each-ref', '--format=%(refname:short)\x1f%(objectname)\x1f%(*objectname)', 'refs/tags'];
const LOCATE = ['rev-parse', '--show-toplevel', '--is-shallow-repository', 'HEAD^{commit}'];
const ORIGIN = ['remote', 'get-url', 'origin'];
const LOG = ['-c', 'log.showSignature=false', 'log', '--no-color'];
/**
 * The git children the git commands above ask for (cli/src/platform/git.ts; `strace -f -e trace=execve` lists them),
 * in their order, each one synchronous as git.ts's runGit asks it. `node` asking git for the same, without the
 * command, is what those commands cannot go under: their start is read against it as well.
 */
const GIT_CHILDREN = {
  // Nothing is staged in the bench's repository: the root is asked for only when something is.
  'commit -t feat -m TEXT': [['diff', '--cached', '--name-only', '-z']],
  'changelog (3 commits, 1 tag)': [
    TAGS,
    ORIGIN,
    LOCATE,
    // A short history is read at once (git.ts, readAtOnce); a longer one streams.
    [
      'log',
      '--no-show-signature',
      '--no-color',
      '--format=\x1e%H\x1f%P\x1f%cI\x1f%an\x1f%s\x1f%b',
      '--max-count=256',
      'HEAD',
      '--',
    ],
  ],
  'release --dry-run': [
    LOCATE,
    ['status', '--porcelain=v1', '-z', '--untracked-files=all'],
    ['symbolic-ref', '--quiet', '--short', 'HEAD'],
    TAGS,
    ORIGIN,
    [
      ...LOG,
      '--date-order',
      '--no-renames',
      '--name-only',
      '-z',
      '--format=\x1e%H\x1f%P\x1f%cI\x1f%an\x1f%s\x1f%b\x1f',
      'HEAD',
      '--',
    ],
  ],
};

/**
 * What a command cannot go under besides Node's own start, run as `node SCRIPT ARGS`: the git children it asks for,
 * or Postgres's parser loaded and asked for the file's statements (`sql format` checks the SQL with it first, and
 * the spec wants Postgres's own parser there: its WASM functions are compiled at each start, ~70M instructions).
 * `what` names the floor in the rows; `short` again, beside the command.
 */
const READ_KEY_FLOOR = {
  what: "node reading key.pem and writing it with Node's WebCrypto",
  short: 'node doing it with WebCrypto',
  args: [new URL('./lib/keys-webcrypto.cjs', import.meta.url).pathname, 'fingerprint', 'key.pem'],
};
const gitChildren = new URL('./lib/git-children.cjs', import.meta.url).pathname;
const FLOORS = {
  ...Object.fromEntries(
    Object.entries(GIT_CHILDREN).map(([label, children]) => [
      label,
      {
        what: `node asking git what toolbox ${label} asks`,
        short: 'node asking git the same',
        args: [gitChildren, JSON.stringify(children)],
      },
    ]),
  ),
  whoami: {
    what: "node asking the API's /whoami with fetch, as toolbox whoami asks it",
    short: 'node asking the API the same',
    args: [new URL('./lib/api-whoami.cjs', import.meta.url).pathname, 'http://127.0.0.1:54321'],
  },
  // In a worker thread under a time limit, as the command must run it (bench/lib/jq-worker-run.cjs).
  'jq FILTER FILE': {
    what: 'node running jq (jq-wasm) on data.json in a worker thread with a time limit',
    short: 'node running jq in a limited thread',
    args: [new URL('./lib/jq-worker-run.cjs', import.meta.url).pathname, '.tags[]', 'data.json'],
  },
  // bowser's and isbot's regular expressions, compiled when first used, are most of `toolbox ua`'s own work; Node's
  // WebCrypto, loaded at first use, most of the keys commands' (jose works through it).
  'ua UA': {
    what: 'node asking bowser and isbot about the same user agent',
    short: 'node running bowser and isbot',
    args: [new URL('./lib/ua-parse.cjs', import.meta.url).pathname, UA],
  },
  'keys generate --type ec': {
    what: "node making and writing a P-256 pair with Node's WebCrypto",
    short: 'node doing it with WebCrypto',
    args: [new URL('./lib/keys-webcrypto.cjs', import.meta.url).pathname, 'generate'],
  },
  'keys convert FILE': READ_KEY_FLOOR,
  'keys fingerprint FILE': READ_KEY_FLOOR,
  'sql format FILE': {
    what: "node parsing query.sql with Postgres's parser (libpg-query)",
    short: "node parsing it with Postgres's parser",
    args: [new URL('./lib/pg-parse.cjs', import.meta.url).pathname, 'query.sql'],
  },
};

/** How a row's instruction count is made (processes.mjs, instructionEstimate). */
const COUNT_RUNS = Number(process.env.BENCH_INSTRUCTION_RUNS ?? 5);
const COUNTED = `medians of ${COUNT_RUNS} runs without V8's hash-seed set-up, plus its mean over the bench's runs`;

/** Rows of a measured start (wall summary, instruction count or null) as ratios to a floor measured alike. */
function ratioRows(metric, { wall, count }, floor, budget) {
  const rows = [
    {
      metric: `${metric}, wall`,
      value: wall.median / floor.wall.median,
      unit: 'x',
      ...(budget === undefined ? {} : { budget }),
      note: `${wall.median.toFixed(0)} vs ${floor.wall.median.toFixed(0)} ms, ${wall.runs} runs`,
    },
  ];
  if (count !== null && floor.count !== null) {
    rows.push({
      metric: `${metric}, instructions`,
      value: count / floor.count,
      unit: 'x',
      ...(budget === undefined ? {} : { budget }),
      note: `${(count / 1e6).toFixed(1)}M vs ${(floor.count / 1e6).toFixed(1)}M instructions, ${COUNTED}`,
    });
  }
  return rows;
}

/**
 * Rows of what a command adds to its floor (its own library's work, done by plain node), counted in `node -e 0`
 * starts: the small-command budget of 2x `node -e 0` is the CLI adding one Node start to a command whose own work is
 * nothing; a command whose library's first use costs a fraction of a Node start by itself (Node's WebCrypto) keeps
 * that one start for the CLI on top of it (`overFloor: 1`).
 */
function overFloorRows(metric, { wall, count }, ownFloor, floor, budget) {
  const rows = [
    {
      metric: `${metric}, wall`,
      value: (wall.median - ownFloor.wall.median) / floor.wall.median,
      unit: 'node starts',
      budget,
      note: `${wall.median.toFixed(0)} - ${ownFloor.wall.median.toFixed(0)} ms over ${floor.wall.median.toFixed(0)} ms, ${wall.runs} runs`,
    },
  ];
  if (count !== null && ownFloor.count !== null && floor.count !== null) {
    rows.push({
      metric: `${metric}, instructions`,
      value: (count - ownFloor.count) / floor.count,
      unit: 'node starts',
      budget,
      note: `${(count / 1e6).toFixed(1)}M - ${(ownFloor.count / 1e6).toFixed(1)}M over ${(floor.count / 1e6).toFixed(1)}M instructions, ${COUNTED}`,
    });
  }
  return rows;
}

/** BENCH_START_ONLY=label,label: only the RATIO_COMMANDS whose label contains one of them (callgrind is slow). */
function chosenRatioCommands() {
  const only = process.env.BENCH_START_ONLY?.split(',').filter(Boolean);
  return only
    ? RATIO_COMMANDS.filter(({ label }) => only.some((part) => label.includes(part)))
    : RATIO_COMMANDS;
}

function startRatios(measure, toolbox) {
  const commands = chosenRatioCommands();
  const cwd = mkdtempSync(join(tmpdir(), 'toolbox-start-'));
  writeFileSync(join(cwd, 'a.txt'), 'one\ntwo\n');
  writeFileSync(join(cwd, 'b.txt'), 'one\nthree\n');
  writeFileSync(join(cwd, 'message.txt'), 'feat(cli): start faster\n');
  copyFileSync(
    new URL('../core/src/tools/certificates/fixtures/ISRG_Root_X1.pem', import.meta.url),
    join(cwd, 'root.pem'),
  );
  writeFileSync(join(cwd, 'query.sql'), 'select id, title from todos where done = false;\n');
  writeFileSync(join(cwd, 'data.json'), '{"name":"toolbox","tags":["cli","web"],"stars":42}');
  writeFileSync(
    join(cwd, 'run.sh'),
    'docker run -d --name web -p 8080:80 -v "$PWD/site:/srv" --restart always nginx:1.27\n',
  );
  // RFC 6238's SHA-1 test secret ("12345678901234567890") in base32.
  writeFileSync(join(cwd, 'secret.txt'), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ\n');
  writeFileSync(
    join(cwd, 'feed.xml'),
    '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><item><title>A</title></item></channel></rss>\n',
  );
  copyFileSync(
    new URL('../core/src/tools/keys/corpus/jsonwebtoken-prime256v1-private.pem', import.meta.url),
    join(cwd, 'key.pem'),
  );
  writeFileSync(join(cwd, 'package.json'), '{"name": "pets", "version": "1.0.0"}\n');
  writeFileSync(
    join(cwd, 'plan.txt'),
    'Launch\n- Backend API (in progress, urgent)\n  - Auth: done\n- Frontend: todo\n',
  );
  copyFileSync(
    new URL('../core/src/tools/api-docs/fixtures/petstore.yaml', import.meta.url),
    join(cwd, 'petstore.yaml'),
  );
  // A commit-msg hook always runs inside a repository (git reads its comment char from there); changelog and
  // release read a release tag and two commits after it, release a clean working tree.
  releasedRepository(cwd);
  // Under callgrind a run is ~50x slower: jq's 10 s time limit ended it before it answered (2026-11-29: the 316M read
  // then for `toolbox jq` was a run stopped by its timer).
  const env = {
    ...process.env,
    XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-'),
    TOOLBOX_JQ_TIMEOUT: '600',
  };
  const node = process.execPath;
  const floorRuns = commands
    .filter(({ label }) => FLOORS[label])
    .map(({ label }) => ({
      label,
      args: FLOORS[label].args,
    }));
  const builds = [
    { toolbox, label: '' },
    ...(process.env.BENCH_CLI_BEFORE ? [{ toolbox: process.env.BENCH_CLI_BEFORE, label: ' (before)' }] : []),
  ];
  const runs = [
    { args: ['-e', '0'] },
    ...floorRuns,
    ...builds.flatMap((build) => commands.map(({ args }) => ({ args: [build.toolbox, ...args] }))),
  ];
  const walls = measure.timeCommands(
    runs.map(({ args }) => ({ command: node, args })),
    { runs: 11, cwd, env },
  );
  const samples = runs.map(({ args }) =>
    measure.countInstructions(node, args, { cwd, env, runs: COUNT_RUNS }),
  );
  const pool = samples.flatMap((each) => each ?? []);
  const measured = runs.map((_, index) => ({
    wall: walls[index],
    count: samples[index] === null ? null : measure.instructionEstimate(samples[index], pool),
  }));
  const [floor, ...rest] = measured;
  const floors = new Map(floorRuns.map(({ label }, index) => [label, rest[index]]));
  const rows = floorRuns.flatMap(({ label }) =>
    ratioRows(`cli start: ${FLOORS[label].what} / node -e 0`, floors.get(label), floor),
  );
  builds.forEach((build, at) => {
    const timed = rest.slice(floorRuns.length + at * commands.length);
    commands.forEach(({ label, budget, floorBudget, overFloor }, index) => {
      const ownFloor = floors.get(label);
      rows.push(
        ...ratioRows(`cli start${build.label}: toolbox ${label} / node -e 0`, timed[index], floor, budget),
      );
      if (ownFloor)
        rows.push(
          ...ratioRows(
            `cli start${build.label}: toolbox ${label} / ${FLOORS[label].short}`,
            timed[index],
            ownFloor,
            floorBudget,
          ),
        );
      if (ownFloor && overFloor !== undefined)
        rows.push(
          ...overFloorRows(
            `cli start${build.label}: toolbox ${label} - ${FLOORS[label].short}, in node -e 0 starts`,
            timed[index],
            ownFloor,
            floor,
            overFloor,
          ),
        );
    });
  });
  return rows;
}
