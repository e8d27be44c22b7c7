// CONTRACTS.md budgets for `toolbox changelog` over generated histories (10,000 commits / 500 tags and
// 50,000 / 2,000), and issue 43's ratio on real ones (angular-cli's and vite's histories, replayed from the
// corpus skeletons in cli/test/fixtures/git-skeletons), with git-cliff on the same repositories in the same run.
// Repositories are built once with `git fast-import` and cached under bench/out/repos/.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const PEER_CAP_S = 180;

const MESSAGES = [
  (i) => `feat(api): add endpoint ${i}`,
  (i) => `fix: handle empty value ${i}`,
  (i) => `chore: tidy ${i}`,
  (i) => `docs: explain option ${i}`,
  (i) => `refactor(ui): split component ${i}\n\nLonger body explaining refactor ${i}.`,
  (i) => `perf: cache lookup ${i}`,
  (i) => `Update things ${i}`,
  (i) => `fix(auth)!: rotate tokens ${i}\n\nBREAKING CHANGE: tokens from ${i} are invalid`,
  (i) => `test: cover case ${i}`,
  (i) => `feat: deprecate flag ${i}`,
];

/** v1.0.0, v1.0.1, ... : increasing, all distinct. */
const versionOf = (n) => `v${1 + Math.floor(n / 100)}.${Math.floor(n / 10) % 10}.${n % 10}`;

/** A linear history of `commits` commits with `tags` lightweight tags spread evenly, via one fast-import. */
export function generateRepo(dir, commits, tags) {
  if (existsSync(join(dir, '.git', 'toolbox-bench-done'))) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  const every = Math.floor(commits / tags);
  const parts = [];
  const start = 1_600_000_000;
  for (let i = 1; i <= commits; i++) {
    const message = `${MESSAGES[i % MESSAGES.length](i)}\n`;
    const when = `${start + i * 60} +0000`;
    parts.push(
      `commit refs/heads/main\nmark :${i}\nauthor Bench <bench@example.com> ${when}\ncommitter Bench <bench@example.com> ${when}\n`,
      `data ${Buffer.byteLength(message)}\n${message}`,
      i > 1 ? `from :${i - 1}\n` : '',
      `M 644 inline file.txt\ndata ${String(i).length + 1}\n${i}\n\n`,
    );
  }
  for (let n = 0; n < tags; n++)
    parts.push(`reset refs/tags/${versionOf(n)}\nfrom :${(n + 1) * every - 1}\n\n`);
  const result = spawnSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: parts.join(''),
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0) throw new Error(`git fast-import failed: ${result.stderr}`);
  spawnSync('git', ['reset', '-q', '--hard', 'main'], { cwd: dir });
  writeFileSync(join(dir, '.git', 'toolbox-bench-done'), '');
}

/**
 * A real repository's history (the corpus skeleton `name`: parents, times, tags, messages) replayed into `dir`
 * by cli/test/skeleton-repo.ts, in one tsx process.
 */
function replayRealHistory(root, name, dir) {
  if (existsSync(join(dir, '.git', 'toolbox-bench-done'))) return;
  rmSync(dir, { recursive: true, force: true });
  const script = join(root, 'bench', 'out', `replay-${name}.mts`);
  mkdirSync(join(root, 'bench', 'out'), { recursive: true });
  writeFileSync(
    script,
    [
      `import { readSkeleton, replaySkeleton } from ${JSON.stringify(join(root, 'cli', 'test', 'skeleton-repo.ts'))};`,
      `process.stdout.write((await replaySkeleton(readSkeleton(${JSON.stringify(name)}))).dir);`,
    ].join('\n'),
  );
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [script], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  rmSync(script, { force: true });
  if (result.status !== 0) throw new Error(`replaying ${name} failed: ${result.stderr}`);
  cpSync(result.stdout, dir, { recursive: true });
  rmSync(result.stdout, { recursive: true, force: true });
  writeFileSync(join(dir, '.git', 'toolbox-bench-done'), '');
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'changelog', skipped: missing }];
  const out = join(root, 'bench', 'out');
  const env = {
    ...process.env,
    XDG_CONFIG_HOME: signedInConfigHome(),
    TOOLBOX_API_URL: 'http://127.0.0.1:54321',
  };
  const cliff = join(root, 'bench', 'node_modules', '.bin', 'git-cliff');
  const hasCliff = existsSync(cliff);
  const node = process.execPath;
  const rows = [];
  // git-cliff needs tens of seconds per run at 10k commits; at 50k it runs only while that stays bearable.
  let slowestPeerMs = 0;
  const sizes = [
    {
      commits: 10_000,
      tags: 500,
      budgets: { full: 500, unreleased: 150, bump: 300, rss: 150 },
      runs: 10,
      peerRuns: 1,
    },
    { commits: 50_000, tags: 2_000, budgets: { full: 2000 }, runs: 5, peerRuns: 1, peerLimitMs: 60_000 },
  ];
  const histories = [
    ...sizes.map((size) => ({ ...size, label: `${size.commits / 1000}k/${size.tags}` })),
    // Every tag a release, as git-cliff's default configuration takes them (vite's package tags too).
    ...['angular-cli', 'vite'].map((name) => ({
      label: name,
      real: name,
      budgets: {},
      runs: 5,
      peerRuns: 1,
      full: ['changelog', '--all', '--tag-pattern', '.'],
    })),
  ];
  for (const size of histories) {
    const { label } = size;
    const dir = join(out, 'repos', size.real ? `real-${size.real}` : `linear-${size.commits}-${size.tags}`);
    if (size.real) replayRealHistory(root, size.real, dir);
    else generateRepo(dir, size.commits, size.tags);
    const cases = [
      { key: 'full', ours: size.full ?? ['changelog', '--all'], peer: [] },
      ...(size.real
        ? []
        : [
            { key: 'unreleased', ours: ['changelog', '--unreleased'], peer: ['--unreleased'] },
            { key: 'bump', ours: ['changelog', '--bumped-version'], peer: ['--bumped-version'] },
          ]),
    ];
    for (const { key, ours, peer } of cases) {
      const [summary] = measure.timeCommands([{ command: node, args: [toolbox, ...ours] }], {
        runs: size.runs,
        warmup: 1,
        cwd: dir,
        env,
      });
      const row = {
        metric: `changelog ${label}: ${key}`,
        value: summary.median,
        unit: 'ms',
        budget: size.budgets[key],
        note: `${summary.runs} runs, ${summary.min.toFixed(0)}-${summary.max.toFixed(0)} ms`,
      };
      rows.push(row);
      if (!hasCliff) continue;
      if (size.peerLimitMs && slowestPeerMs > size.peerLimitMs) {
        rows.push({
          metric: `  git-cliff ${label}: ${key}`,
          skipped: `over ${size.peerLimitMs / 1000} s per run at 10k`,
        });
        continue;
      }
      let peerSummary;
      try {
        // A cap, so one slow peer run cannot hold the whole bench: exit 124 means it was still running.
        [peerSummary] = measure.timeCommands(
          [{ command: 'timeout', args: [String(PEER_CAP_S), cliff, ...peer] }],
          { runs: size.peerRuns, warmup: 0, cwd: dir, env },
        );
      } catch (error) {
        if (!/exited 124/.test(String(error))) throw error;
        slowestPeerMs = Number.POSITIVE_INFINITY;
        rows.push({
          metric: `  git-cliff ${label}: ${key}`,
          value: PEER_CAP_S * 1000,
          unit: 'ms',
          note: `did not finish in ${PEER_CAP_S} s: toolbox is over ${((PEER_CAP_S * 1000) / summary.median).toFixed(0)}x faster`,
        });
        continue;
      }
      slowestPeerMs = Math.max(slowestPeerMs, peerSummary.median);
      rows.push({
        metric: `  git-cliff ${label}: ${key}`,
        value: peerSummary.median,
        unit: 'ms',
        note: `${peerSummary.runs} runs; toolbox is ${(peerSummary.median / summary.median).toFixed(1)}x faster`,
      });
    }
    if (size.budgets.rss) {
      const rss = measure.peakRss(node, [toolbox, 'changelog', '--all'], { cwd: dir, env, runs: 2 });
      if (rss !== null) {
        rows.push({
          metric: `changelog ${label}: full peak RSS`,
          value: rss,
          unit: 'MiB',
          budget: size.budgets.rss,
        });
      }
    }
  }
  return rows;
}
