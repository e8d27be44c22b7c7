import { type CidrInfo, runCidrContains, runCidrInfo, runCidrSplit } from '@toolbox/core/tools/cidr';
import { Network } from 'lucide-react';
import { useMemo } from 'react';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { TextField, useField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList, type ValueRow } from '../../components/value-list';
import { errorOf, live } from './live';

const DEFAULTS = { network: '10.0.0.0/22', prefix: '24', address: '10.0.3.7' };

function infoRows(info: CidrInfo): ValueRow[] {
  return [
    ...(info.address ? [{ label: 'Address', value: info.address }] : []),
    { label: 'Network', value: info.network },
    { label: 'Netmask', value: info.netmask },
    { label: 'Wildcard', value: info.wildcard },
    info.broadcast === null
      ? { label: 'Last address', value: info.lastAddress }
      : { label: 'Broadcast', value: info.broadcast },
    { label: 'First host', value: info.firstHost },
    { label: 'Last host', value: info.lastHost },
    { label: 'Hosts', value: info.hosts },
    { label: 'Addresses', value: info.addresses },
  ];
}

/** One network read every way, split into subnets, and asked whether it holds an address. */
export function SubnetTab() {
  const [form, update] = useStoredForm('cidr', 'subnet', DEFAULTS);
  const field = useField(form, update);
  const info = useMemo(() => live(() => runCidrInfo(form), 'network'), [form]);
  const split = useMemo(
    () =>
      'ok' in info && form.prefix.trim() !== ''
        ? live(() => runCidrSplit(form), 'prefix')
        : { empty: true as const },
    [form, info],
  );
  const contains = useMemo(
    () =>
      'ok' in info && form.address.trim() !== ''
        ? live(() => runCidrContains(form), 'address')
        : { empty: true as const },
    [form, info],
  );
  const subnets = 'ok' in split ? split.ok.subnets.map((s) => s.network) : [];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Network">
        <TextField
          label="Network"
          hint="CIDR (10.0.0.0/22, 2001:db8::/32), an address and netmask (192.168.1.0/255.255.255.0), or one address."
          {...errorOf(info, 'network')}
          {...field('network')}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Split into prefix"
            hint="A longer prefix length: 24 or /24."
            {...errorOf(split, 'prefix')}
            {...field('prefix')}
            spellCheck={false}
            className="font-mono"
          />
          <TextField
            label="Address to look for"
            hint="An address or a network."
            {...errorOf(contains, 'address')}
            {...field('address')}
            spellCheck={false}
            className="font-mono"
          />
        </div>
        {'ok' in contains && (
          <p role="status" className="text-sm">
            <code className="font-mono">{contains.ok.address}</code> is{' '}
            {contains.ok.contains ? 'in' : 'not in'} <code className="font-mono">{contains.ok.network}</code>
          </p>
        )}
      </Pane>
      <div className="grid gap-6">
        <Pane title="Subnet">
          {'ok' in info ? (
            <ValueList label="Subnet details" rows={infoRows(info.ok)} />
          ) : (
            <EmptyState icon={Network}>
              Fix the network on the left to see its range, masks and hosts.
            </EmptyState>
          )}
        </Pane>
        {'ok' in split && (
          <Pane
            title={`${split.ok.count} subnets of /${split.ok.prefix}`}
            actions={<CopyButton value={subnets.join('\n')} label="Copy subnets" />}
          >
            <ol aria-label="Subnets" className="grid max-h-96 gap-1 overflow-auto font-mono text-sm">
              {split.ok.subnets.map((subnet) => (
                <li key={subnet.network}>
                  {subnet.network}{' '}
                  <span className="text-muted-foreground">
                    {subnet.firstHost} – {subnet.lastHost}
                  </span>
                </li>
              ))}
            </ol>
          </Pane>
        )}
      </div>
    </div>
  );
}
