// `node git-children.cjs STAGES`: the git children a toolbox command asks for, and nothing else. STAGES is JSON, a
// list of stages, each a list of git argument lists: a stage's children run side by side (execFile, as
// cli/src/platform/git.ts runs them), the stages one after another. A child's exit status is not looked at: the
// command reads the same answers (`remote get-url origin` fails where there is no origin, for it too).
// CommonJS, as the CLI's bundles are: Node starts it without the ES module loader.
const { execFile } = require('node:child_process');

const stages = JSON.parse(process.argv[2] ?? '[]');
const child = (args) =>
  new Promise((resolve) => {
    execFile('git', args, { maxBuffer: 1 << 30, encoding: 'utf8' }, () => resolve());
  });

(async () => {
  for (const stage of stages) await Promise.all(stage.map(child));
})();
