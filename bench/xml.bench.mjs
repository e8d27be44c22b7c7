// XML: `toolbox xml format` (the core the web page's worker runs) on ~5 MB and ~10 MB of real-shaped XML (the
// tool's corpus repeated, bench/lib/xml-document.mjs) stays linear: twice the input, about twice the time. The
// process start (the same command on an empty root) is taken off both before they are compared. The page side,
// that the worker leaves the page responsive while it formats 10 MB, is e2e/tests/xml.spec.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';
import { corpusXml } from './lib/xml-document.mjs';

const MB = 1024 * 1024;

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'xml format', skipped: missing }];
  const out = join(root, 'bench', 'out');
  mkdirSync(out, { recursive: true });
  const sizes = { small: 1, five: 5 * MB, ten: 10 * MB };
  const files = {};
  for (const [name, chars] of Object.entries(sizes)) {
    files[name] = join(out, `xml-${name}.xml`);
    writeFileSync(files[name], corpusXml(chars));
  }
  const env = { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-xml-') };
  const format = (name) => ({
    command: process.execPath,
    args: [toolbox, 'xml', 'format', files[name], '-o', join(out, `xml-${name}.formatted.xml`), '--force'],
  });
  const [small, five, ten] = measure.timeCommands([format('small'), format('five'), format('ten')], {
    runs: 5,
    warmup: 1,
    env,
  });
  // What was timed is the formatter's real work: the 10 MB answer is xmllint's, byte for byte.
  const oracle = spawnSync('xmllint', ['--format', files.ten], { encoding: 'utf8', maxBuffer: 64 * MB });
  const same =
    oracle.status === 0 && oracle.stdout === readFileSync(join(out, 'xml-ten.formatted.xml'), 'utf8');
  const ratio = (ten.median - small.median) / (five.median - small.median);
  return [
    { metric: 'toolbox xml format, an empty root (start)', value: small.median, unit: 'ms' },
    { metric: 'toolbox xml format 5 MB', value: five.median, unit: 'ms' },
    { metric: 'toolbox xml format 10 MB', value: ten.median, unit: 'ms' },
    same
      ? {
          metric: 'xml format 10 MB / 5 MB time, start taken off',
          value: ratio,
          unit: 'x',
          budget: 3,
          strict: true,
          note: 'linear is 2x; output = xmllint --format',
        }
      : { metric: 'xml format 10 MB = xmllint --format', error: oracle.stderr || 'the outputs differ' },
  ];
}
