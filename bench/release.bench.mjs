// Issue 39's budget: planning a release of a 50-package workspace over 10,000 commits under 1 s. Two figures:
// core's runReleasePlan warm in one tsx process (the plan from data: packages, commits with files, tags), and
// `toolbox release --dry-run` on the same history as a real repository (git log with files, tags, package.json
// files and the plan), built once with `git fast-import` and cached under bench/out/repos/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const PACKAGES = 50;
const COMMITS = 10_000;
/** Every package is tagged every TAG_EVERY commits: 20 releases each, 1,000 tags. */
const TAG_EVERY = 500;

// The history shared by both figures, oldest first: commit i touches packages i % 50 and (i * 7) % 50.
const HISTORY = `
const PACKAGES = ${PACKAGES}, COMMITS = ${COMMITS}, TAG_EVERY = ${TAG_EVERY};
const MESSAGES = [
  (i, p) => 'feat(p' + p + '): add option ' + i,
  (i, p) => 'fix(p' + p + '): handle empty value ' + i,
  (i, p) => 'chore: tidy ' + i,
  (i, p) => 'docs(p' + p + '): explain ' + i,
  (i, p) => 'refactor(p' + p + '): split ' + i + '\\n\\nLonger body ' + i + '.',
  (i, p) => 'perf: cache ' + i,
  (i, p) => 'fix(p' + p + ')!: rename option ' + i + '\\n\\nBREAKING CHANGE: option ' + i + ' renamed',
];
const name = (p) => '@bench/p' + String(p).padStart(2, '0');
const dir = (p) => 'packages/p' + String(p).padStart(2, '0');
function step(i) {
  const a = i % PACKAGES, b = (i * 7) % PACKAGES;
  const message = MESSAGES[i % MESSAGES.length](i, a);
  const files = [...new Set([a, b])].map((p) => dir(p) + '/src/file' + (i % 5) + '.ts');
  // Each package's release tags sit on the commits where the tag round reaches it.
  const round = Math.floor(i / TAG_EVERY);
  const tags = i % TAG_EVERY === 0
    ? Array.from({ length: PACKAGES }, (_, p) => name(p) + '@1.' + round + '.0')
    : [];
  return { message, files, tags };
}
function manifest(p) {
  const deps = p === 0 ? {} : { [name(p - 1)]: p % 2 ? 'workspace:^' : '^1.0.0' };
  return { name: name(p), version: '1.' + Math.floor((COMMITS - 1) / TAG_EVERY) + '.0', dependencies: deps };
}
`;

const WARM = `
import { runReleasePlan } from '@toolbox/core/tools/changelog-generator';
${HISTORY}
const hash = (i) => i.toString(16).padStart(40, '0');
const commits = [];
for (let i = 0; i < COMMITS; i++) {
  const { message, files, tags } = step(i);
  const [subject, ...body] = message.split('\\n');
  commits.push({ hash: hash(i + 1), parents: i ? [hash(i)] : [], date: '2026-01-01T00:00:00Z', author: 'Bench',
    subject, body: body.join('\\n').trim(), tags, files });
}
commits.reverse();
const packages = Array.from({ length: PACKAGES }, (_, p) => ({ ...manifest(p), dir: dir(p), private: false }));
const tags = commits.flatMap((commit) => commit.tags);
const clock = { now: () => new Date('2026-11-28T12:00:00Z') };
const input = { packages, commits, tags };
const times = [];
let plan;
for (let run = 0; run < 13; run++) {
  const started = performance.now();
  plan = runReleasePlan({ ...input, bumpDependents: true }, clock).plan;
  if (run >= 3) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1),
  releases: plan.releases.length, ranges: plan.ranges.length, tags: tags.length }) + '\\n');
`;

/** The same history as a repository: one fast-import (files in each package folder), tags, package.json files. */
function generateRepo(dir) {
  if (existsSync(join(dir, '.git', 'toolbox-bench-done'))) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const script = `${HISTORY}
const parts = [];
const data = (text) => 'data ' + Buffer.byteLength(text) + '\\n' + text;
const start = 1600000000;
const files = ['pnpm-workspace.yaml', 'packages:\\n  - packages/*\\n'];
const init = ['M 644 inline package.json', data(JSON.stringify({ name: 'bench', private: true }) + '\\n')];
for (let p = 0; p < PACKAGES; p++)
  init.push('M 644 inline ' + dir(p) + '/package.json', data(JSON.stringify(manifest(p), null, 2) + '\\n'));
init.push('M 644 inline ' + files[0], data(files[1]));
const tagLines = [];
for (let i = 0; i < COMMITS; i++) {
  const { message, files: touched, tags } = step(i);
  const when = (start + i * 60) + ' +0000';
  parts.push('commit refs/heads/main\\nmark :' + (i + 1) + '\\nauthor Bench <bench@example.com> ' + when +
    '\\ncommitter Bench <bench@example.com> ' + when + '\\n' + data(message + '\\n') + (i ? 'from :' + i + '\\n' : ''));
  if (i === 0) parts.push(init.join('\\n') + '\\n');
  for (const file of touched) parts.push('M 644 inline ' + file + '\\n' + data(String(i) + '\\n'));
  parts.push('\\n');
  for (const tag of tags) tagLines.push('reset refs/tags/' + tag + '\\nfrom :' + (i + 1) + '\\n\\n');
}
process.stdout.write(parts.join('') + tagLines.join(''));
`;
  const stream = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (stream.status !== 0) throw new Error(`release bench history failed: ${stream.stderr}`);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  const result = spawnSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: stream.stdout,
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0) throw new Error(`git fast-import failed: ${result.stderr}`);
  spawnSync('git', ['reset', '-q', '--hard', 'main'], { cwd: dir });
  writeFileSync(join(dir, '.git', 'info', 'exclude'), 'toolbox-bench-done\n');
  writeFileSync(join(dir, '.git', 'toolbox-bench-done'), '');
}

export async function run({ root, measure }) {
  // An ES module file: core's changelog imports ESM-only packages, which tsx's CommonJS `-e` cannot load.
  const script = join(benchDir, 'out', 'release-warm.mts');
  mkdirSync(dirname(script), { recursive: true });
  writeFileSync(script, WARM);
  const warm = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [script], {
    cwd: benchDir,
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (warm.status !== 0) throw new Error(`release warm run failed: ${warm.stderr.trim().split('\n').at(-1)}`);
  const w = JSON.parse(warm.stdout.trim().split('\n').at(-1));
  const label = `${PACKAGES} packages, ${COMMITS.toLocaleString('en-US')} commits, ${w.tags} tags`;
  const rows = [
    {
      metric: `release: plan (core) of ${label}`,
      value: w.median,
      unit: 'ms',
      budget: 1000,
      note: `${w.releases} releases, ${w.ranges} ranges; ${w.min.toFixed(0)}-${w.max.toFixed(0)} ms`,
    },
  ];
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [...rows, { metric: 'release --dry-run', skipped: missing }];
  const dir = join(root, 'bench', 'out', 'repos', `release-${PACKAGES}-${COMMITS}`);
  generateRepo(dir);
  const env = {
    ...process.env,
    XDG_CONFIG_HOME: signedInConfigHome(),
    TOOLBOX_API_URL: 'http://127.0.0.1:54321',
  };
  const [summary] = measure.timeCommands(
    [{ command: process.execPath, args: [toolbox, 'release', '--dry-run', '--bump-dependents'] }],
    { runs: 5, warmup: 1, cwd: dir, env },
  );
  rows.push({
    metric: `release --dry-run (CLI, git included) of ${label}`,
    value: summary.median,
    unit: 'ms',
    budget: 1000,
    note: `${summary.runs} runs, ${summary.min.toFixed(0)}-${summary.max.toFixed(0)} ms`,
  });
  return rows;
}
