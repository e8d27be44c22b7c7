// `node git-children.cjs CHILDREN`: the git children a toolbox command asks for, and nothing else. CHILDREN is JSON,
// a list of git argument lists in the order the command asks (`strace -f -e trace=execve` lists them). Each runs as
// cli/src/platform/git.ts's runGit runs it: spawnSync, one at a time, its output read as UTF-8. A child's exit
// status is not looked at: the command reads the same answers (`remote get-url origin` fails where there is no
// origin, for it too). CommonJS, as the CLI's bundles are: Node starts it without the ES module loader.
const { spawnSync } = require('node:child_process');

for (const args of JSON.parse(process.argv[2] ?? '[]')) {
  spawnSync('git', args, { maxBuffer: 1 << 30, encoding: 'utf8' });
}
