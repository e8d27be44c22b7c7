import type { Command } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { parentFlags, readFlags } from '../flags';
import { argumentOrLines } from '../output/argument-or-lines';

export const description =
  'An IPv4 or IPv6 network (10.0.0.0/22, 2001:db8::/32) as its range, netmask, wildcard and hosts; `split` it into subnets, `summarize` a list into the fewest networks, or check what it `contains`.';

export const examples: readonly Example[] = [
  {
    command: 'toolbox cidr 10.0.0.0/22',
    description: 'netmask 255.255.252.0, wildcard 0.0.3.255, 1022 hosts',
  },
  { command: 'toolbox cidr 192.168.1.0 255.255.255.0 --json' },
  { command: 'toolbox cidr split 10.0.0.0/22 --prefix 24', description: 'four /24s, one a line' },
  {
    command: 'toolbox cidr summarize ranges.txt',
    description: 'networks, addresses or a - b ranges, one a line',
  },
  { command: 'toolbox cidr contains 10.0.0.0/22 10.0.3.7', description: '10.0.3.7 is in 10.0.0.0/22' },
];

const infoFlags = defineFlags({
  file: { flag: '--file <file>', description: 'read networks from this file, one a line (- for stdin)' },
});

export function configure(cmd: Command) {
  infoFlags.configure(
    cmd
      .argument(
        '[network]',
        'the network (10.0.0.0/22), or - for stdin (one a line; default: stdin when piped)',
      )
      .argument(
        '[netmask]',
        "its netmask or wildcard, when written apart as ipcalc's 192.168.1.0 255.255.255.0",
      ),
  );
}

export interface CidrOptions {
  network: string | undefined;
  file: string | undefined;
}

export function toOptions(parsed: ParsedCommand): CidrOptions {
  const f = readFlags(parsed);
  const [network, netmask] = [f.arg(0), f.arg(1)];
  return { network: netmask === undefined ? network : `${network} ${netmask}`, ...infoFlags.read(parsed) };
}

export async function run(options: CidrOptions, ctx: CliContext) {
  const { runCidrInfo, runCidrInfoText } = await import('@toolbox/core/tools/cidr');
  const networks = await argumentOrLines(ctx, options.network, options.file, 'networks, one a line');
  const infos = networks.map((network) => runCidrInfo({ network }));
  if (ctx.json) ctx.print(JSON.stringify(infos.length === 1 ? infos[0] : infos, null, 2));
  else ctx.print(infos.map(runCidrInfoText).join('\n\n'));
}

const splitFlags = defineFlags({
  prefix: {
    flag: '-p, --prefix <length>',
    description: "the subnets' prefix length (24 or /24)",
    required: true,
  },
});

const split: CommandModule<{ network: string | undefined; prefix: string }> = {
  description: 'Split a network into the subnets of a longer prefix, one a line.',
  examples: [
    { command: 'toolbox cidr split 10.0.0.0/22 --prefix 24', description: '10.0.0.0/24 … 10.0.3.0/24' },
    { command: 'toolbox cidr split 2001:db8::/32 -p 34 --json' },
  ],
  configure(cmd) {
    splitFlags.configure(cmd.argument('<network>', 'the network to split (10.0.0.0/22)'));
  },
  toOptions: (parsed) => ({ network: readFlags(parsed).arg(0), ...splitFlags.read(parsed) }),
  async run(options, ctx) {
    const { runCidrSplit } = await import('@toolbox/core/tools/cidr');
    const result = runCidrSplit({ network: options.network ?? '', prefix: options.prefix });
    ctx.print(ctx.json ? JSON.stringify(result, null, 2) : result.subnets.map((s) => s.network).join('\n'));
  },
};

const summarize: CommandModule<{ file: string | undefined }> = {
  description:
    'Merge networks, addresses and first - last ranges (one a line, # comments) into the fewest networks that cover exactly them.',
  examples: [
    { command: 'toolbox cidr summarize allowlist.txt' },
    { command: "printf '10.0.0.0/24\\n10.0.1.0/24\\n' | toolbox cidr summarize", description: '10.0.0.0/23' },
    { command: "echo '10.0.0.5 - 10.0.3.9' | toolbox cidr summarize --json" },
  ],
  configure(cmd) {
    cmd.argument('[file]', 'the list, or - for stdin (default: stdin when piped)');
  },
  toOptions: (parsed) => ({ file: readFlags(parsed).arg(0) }),
  async run(options, ctx) {
    const { runCidrSummarize } = await import('@toolbox/core/tools/cidr');
    const { readInput } = await import('../output/read-input');
    const result = runCidrSummarize({ networks: await readInput(ctx, options.file, 'a list of networks') });
    ctx.print(ctx.json ? JSON.stringify(result, null, 2) : result.networks.join('\n'));
  },
};

const containsFlags = defineFlags({
  file: { flag: '--file <file>', description: 'read the addresses from this file, one a line (- for stdin)' },
});

const contains: CommandModule<{ network: string; address: string | undefined; file: string | undefined }> = {
  description: 'Whether a network holds an address or a whole other network (each line of --file or stdin).',
  examples: [
    { command: 'toolbox cidr contains 10.0.0.0/22 10.0.3.7', description: '10.0.3.7 is in 10.0.0.0/22' },
    { command: 'toolbox cidr contains 2001:db8::/32 2001:db8:1::/48 --json' },
    { command: 'cut -d" " -f1 access.log | toolbox cidr contains 192.0.2.0/24 -' },
  ],
  configure(cmd) {
    containsFlags.configure(
      cmd
        .argument('<network>', 'the network (10.0.0.0/22)')
        .argument('[address]', 'the address or network to look for, or - for stdin (one a line)'),
    );
  },
  toOptions: (parsed) => {
    const f = readFlags(parsed);
    const network = f.arg(0);
    if (network === undefined) throw new UsageError('give the network, then the address to look for.');
    // cidr itself declares --file, so commander hands it the one written after `contains`.
    const flags = { ...parentFlags(parsed, ['file']), ...parsed.flags };
    return { network, address: f.arg(1), ...containsFlags.read({ ...parsed, flags }) };
  },
  async run(options, ctx) {
    const { runCidrContains } = await import('@toolbox/core/tools/cidr');
    const addresses = await argumentOrLines(ctx, options.address, options.file, 'addresses, one a line');
    const results = addresses.map((address) => runCidrContains({ network: options.network, address }));
    if (ctx.json) ctx.print(JSON.stringify(results.length === 1 ? results[0] : results, null, 2));
    else
      ctx.print(
        results.map((r) => `${r.address} is ${r.contains ? 'in' : 'not in'} ${r.network}`).join('\n'),
      );
  },
};

export const subcommands = { split, summarize, contains };
