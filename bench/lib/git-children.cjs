// `node git-children.cjs CHILDREN`: the git children a toolbox command asks for, and nothing else. CHILDREN is JSON,
// a list of git argument lists in the order the command asks (`strace -f -e trace=execve` lists them). Each runs as
// cli/src/platform/git.ts's runGit runs it: synchronously, one at a time, through Node's spawn_sync binding as
// cli/src/platform/spawn-sync.ts asks it (the options child_process.spawnSync would give it), its output read as
// UTF-8. A child's exit status is not looked at: the command reads the same answers (`remote get-url origin` fails
// where there is no origin, for it too). CommonJS, as the CLI's bundles are: Node starts it without the ES module
// loader.
// No environment list: the child inherits the process's own, as spawn-sync.ts leaves it for process.env.
const { spawn } = process.binding('spawn_sync');
const out = { type: 'pipe', readable: false, writable: true };

for (const args of JSON.parse(process.argv[2] ?? '[]')) {
  const run = spawn({
    file: 'git',
    args: ['git', ...args],
    cwd: process.cwd(),
    envPairs: undefined,
    stdio: [{ type: 'pipe', readable: true, writable: false }, out, out],
    detached: false,
    windowsHide: false,
    windowsVerbatimArguments: false,
    maxBuffer: 1 << 30,
    killSignal: undefined,
  });
  run.output?.[1]?.toString('utf8');
}
