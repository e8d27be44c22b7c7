// `toolbox types` at 100 KB, 1 MB and 5 MB (whole process): a timeline of real tweets repeated (users and entities at
// many paths, ids past 2^53 that the lossless reader keeps), and objects whose keys all differ (each merge added keys:
// quadratic before merging in place; a 726 KB document took 47 s). Linear means ~10x time for 10x input.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const SIZES = [
  ['100 KB', 100_000],
  ['1 MB', 1_000_000],
  ['5 MB', 5_000_000],
];

/** The fixture's 20 tweets repeated with fresh ids until the text is `bytes` long. */
function timeline(tweets, bytes) {
  const out = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const tweet = tweets[i % tweets.length].replace(
      /"id":(\d+)/,
      (_, id) => `"id":${BigInt(id) + BigInt(i)}`,
    );
    out.push(tweet);
    size += tweet.length + 1;
  }
  return `[${out.join(',')}]`;
}

/** Objects each with a key of its own besides two shared ones. */
function distinctKeys(bytes) {
  const out = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const row = JSON.stringify({ [`key${i}`]: i, name: `row ${i}`, tags: ['a'] });
    out.push(row);
    size += row.length + 1;
  }
  return `[${out.join(',')}]`;
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'types', skipped: missing }];
  const out = join(root, 'bench', 'out', 'types');
  mkdirSync(out, { recursive: true });
  const fixture = readFileSync(join(root, 'core', 'src', 'json', 'fixtures', 'statuses.json'), 'utf8');
  // Each tweet's text as written (numbers exact): the top-level array cut at its objects' starts.
  const starts = [...fixture.matchAll(/(?<=^\[|\},)\{"created_at"/g)].map((match) => match.index);
  const end = fixture.lastIndexOf(']');
  const tweets = starts.map((start, i) =>
    fixture.slice(start, i + 1 < starts.length ? starts[i + 1] - 1 : end),
  );
  const inputs = [];
  for (const [label, bytes] of SIZES) {
    const file = join(out, `timeline-${bytes}.json`);
    writeFileSync(file, timeline(tweets, bytes));
    inputs.push({
      metric: `toolbox types, tweets ${label}`,
      file,
      budget: bytes >= 5e6 ? 6000 : bytes >= 1e6 ? 2000 : 800,
    });
  }
  const distinct = join(out, 'distinct-1000000.json');
  writeFileSync(distinct, distinctKeys(1_000_000));
  inputs.push({ metric: 'toolbox types, 1 MB of objects with distinct keys', file: distinct, budget: 3000 });
  const env = { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-types-') };
  const times = measure.timeCommands(
    inputs.map(({ file }) => ({
      command: process.execPath,
      args: [toolbox, 'types', file, '-o', `${file}.ts`, '--force'],
    })),
    { runs: 3, warmup: 1, env },
  );
  return inputs.map(({ metric, budget }, index) => ({
    metric,
    value: times[index].median,
    unit: 'ms',
    budget,
  }));
}
