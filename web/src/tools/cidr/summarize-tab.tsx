import { runCidrSummarize } from '@toolbox/core/tools/cidr';
import { Network } from 'lucide-react';
import { useMemo } from 'react';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { TextAreaField, useField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { errorOf, live } from './live';

const DEFAULTS = {
  networks: '192.0.2.0/25\n192.0.2.128/25\n198.51.100.0 - 198.51.100.63\n2001:db8::/33\n2001:db8:8000::/33\n',
};

/** A list of networks, addresses and ranges merged into the fewest networks. */
export function SummarizeTab() {
  const [form, update] = useStoredForm('cidr', 'summarize', DEFAULTS);
  const field = useField(form, update);
  const summary = useMemo(() => live(() => runCidrSummarize(form), 'networks'), [form]);
  const text = 'ok' in summary ? summary.ok.networks.join('\n') : '';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="List">
        <TextAreaField
          label="Networks"
          hint="One a line: 10.0.0.0/24, an address, or a range 10.0.1.0 - 10.0.1.255; # starts a comment."
          {...errorOf(summary, 'networks')}
          {...field('networks')}
          rows={12}
          spellCheck={false}
          className="font-mono"
        />
      </Pane>
      <Pane
        title="Summarized"
        description={
          'ok' in summary
            ? `${summary.ok.given} given, ${summary.ok.networks.length} networks, ${summary.ok.addresses} addresses.`
            : undefined
        }
        actions={'ok' in summary && <CopyButton value={text} label="Copy networks" />}
      >
        {'ok' in summary ? (
          <ol aria-label="Summarized networks" className="grid gap-1 font-mono text-sm">
            {summary.ok.networks.map((network) => (
              <li key={network}>{network}</li>
            ))}
          </ol>
        ) : (
          <EmptyState icon={Network}>Fix the list on the left to see it summarized.</EmptyState>
        )}
      </Pane>
    </div>
  );
}
