import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, subcommands, toOptions } from './cidr';

describe('toolbox cidr', () => {
  it('reads flags, and a netmask written apart as ipcalc takes it', () => {
    expect(toOptions({ flags: {}, args: ['10.0.0.0/22'] })).toEqual({
      network: '10.0.0.0/22',
      file: undefined,
    });
    expect(toOptions({ flags: {}, args: ['192.168.1.0', '255.255.255.0'] }).network).toBe(
      '192.168.1.0 255.255.255.0',
    );
    expect(subcommands.split.toOptions?.({ flags: { prefix: '/24' }, args: ['10.0.0.0/22'] })).toEqual({
      network: '10.0.0.0/22',
      prefix: '/24',
    });
  });

  it('prints each network of stdin, one a line, as ipcalc labels them', async () => {
    const ctx = testContext({ input: '10.0.0.0/22\n192.168.1.0 255.255.255.0\n' });
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(ctx.captured.stdout).toContain('Network:    10.0.0.0/22\nNetmask:    255.255.252.0 = 22\n');
    expect(ctx.captured.stdout).toContain('\n\nNetwork:    192.168.1.0/24\n');
  });

  it('splits, summarizes and answers contains, as text and JSON', async () => {
    const split = testContext();
    await subcommands.split.run?.({ network: '10.0.0.0/22', prefix: '24' }, split);
    expect(split.captured.stdout).toBe('10.0.0.0/24\n10.0.1.0/24\n10.0.2.0/24\n10.0.3.0/24\n');

    const summary = testContext({ input: '10.0.0.0/24\n10.0.1.0/24\n', json: true });
    await subcommands.summarize.run?.({ file: undefined }, summary);
    expect(JSON.parse(summary.captured.stdout)).toEqual({
      networks: ['10.0.0.0/23'],
      given: 2,
      addresses: '512',
    });

    const contains = testContext({ input: '10.0.3.7\n10.0.4.1\n' });
    await subcommands.contains.run?.({ network: '10.0.0.0/22', address: '-', file: undefined }, contains);
    expect(contains.captured.stdout).toBe('10.0.3.7 is in 10.0.0.0/22\n10.0.4.1 is not in 10.0.0.0/22\n');
  });

  it('refuses a bad network with the core message', async () => {
    await expect(run({ network: '10.0.0.0/33', file: undefined }, testContext())).rejects.toThrow(
      '"/33" is not a prefix length',
    );
  });
});
