import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync, readFileSync } from 'node:fs';
import { runTextDiff } from '/work/main/core/src/tools/diff';
const git = (...a: string[]) => execFileSync('git', ['--git-dir', '/work/.mirror/vitejs+vite/repo', ...a], { encoding: 'buffer', maxBuffer: 1 << 28 });
const commits = git('log', '--format=%H', '-n', process.argv[2] ?? '300', '--no-merges').toString().trim().split('\n');
let pairs = 0, bad = 0, hunkDiff = 0, biggerThanGnu = 0, ourLines = 0, gnuLines = 0;
const t0 = performance.now(); let ourMs = 0;
for (const c of commits) {
  const files = git('diff-tree', '--no-commit-id', '-r', '--diff-filter=M', '--name-only', c).toString().trim().split('\n').filter(Boolean);
  for (const f of files.slice(0, 5)) {
    let a: Buffer, b: Buffer;
    try { a = git('show', `${c}^:${f}`); b = git('show', `${c}:${f}`); } catch { continue; }
    if (a.includes(0) || b.includes(0) || a.length > 2e6) continue;
    const at = a.toString('utf8'), bt = b.toString('utf8');
    pairs++;
    const s = performance.now();
    const d = runTextDiff({ a: at, b: bt, aName: 'a/x', bName: 'b/x' });
    ourMs += performance.now() - s;
    writeFileSync('/tmp/dd/x', a); writeFileSync('/tmp/dd/p', d.unified);
    const r = spawnSync('patch', ['-s', '-o', '/tmp/dd/out', '/tmp/dd/x', '/tmp/dd/p'], { encoding: 'utf8' });
    const out = readFileSync('/tmp/dd/out');
    if (r.status !== 0 || !out.equals(b)) { bad++; if (bad < 6) console.log('BAD', c.slice(0, 8), f, r.status, r.stderr.slice(0, 200)); }
    writeFileSync('/tmp/dd/y', b);
    const g = spawnSync('diff', ['-u', '/tmp/dd/x', '/tmp/dd/y'], { encoding: 'utf8' }).stdout;
    const gh = (g.match(/^@@/gm) ?? []).length, oh = (d.unified.match(/^@@/gm) ?? []).length;
    const gl = g.split('\n').filter((l) => /^[-+](?![-+]{2} )/.test(l)).length, ol = d.unified.split('\n').filter((l) => /^[-+](?![-+]{2} )/.test(l)).length;
    ourLines += ol; gnuLines += gl;
    if (gh !== oh) hunkDiff++;
    if (ol > gl) { biggerThanGnu++; if (biggerThanGnu < 6) console.log('LARGER', c.slice(0, 8), f, 'ours', ol, 'gnu', gl); }
  }
}
console.log({ pairs, bad, hunkDiff, biggerThanGnu, ourLines, gnuLines, ourMs: Math.round(ourMs), totalMs: Math.round(performance.now() - t0) });
