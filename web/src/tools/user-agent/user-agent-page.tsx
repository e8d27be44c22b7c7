import { ToolInputError } from '@toolbox/core/errors';
import { runUserAgent, type UserAgentDetails, type UserAgentReport } from '@toolbox/core/tools/user-agent';
import { Smartphone } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { EmptyState } from '../../components/empty-state';
import { TextAreaField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList } from '../../components/value-list';

const DEFAULTS = {
  text: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
};

/** Agents shown one by one; past that the counts say the rest. */
const SHOWN = 50;

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' ') || 'unknown';

function AgentRows({ agent }: { agent: UserAgentDetails }) {
  const { os, device } = agent;
  return (
    <ValueList
      label={`User agent on line ${agent.line}`}
      rows={[
        { label: 'Browser', value: joined(agent.browser.name, agent.browser.version) },
        { label: 'Engine', value: joined(agent.engine.name, agent.engine.version) },
        {
          label: 'Operating system',
          value: joined(os.name, os.version, os.versionName && `(${os.versionName})`),
        },
        { label: 'Device', value: joined(device.type, device.vendor, device.model) },
        {
          label: 'Bot',
          value: agent.bot ? `yes${agent.botMatch ? ` (matched "${agent.botMatch}")` : ''}` : 'no',
        },
      ]}
    />
  );
}

const counted = (counts: UserAgentReport['summary']['browsers']) =>
  counts.map((entry) => `${entry.name} ${entry.count}`).join(', ');

export default function UserAgentPage() {
  const [form, update] = useStoredForm('user-agent', 'form', DEFAULTS);
  const field = useField(form, update);
  // A pasted log is read after the keystroke is drawn.
  const text = useDeferredValue(form.text);
  const result = useMemo((): { ok: UserAgentReport } | { error: string } => {
    try {
      return { ok: runUserAgent({ text, page: true }) };
    } catch (error) {
      if (error instanceof ToolInputError) return { error: error.message };
      throw error;
    }
  }, [text]);

  return (
    <ToolPage
      toolId="user-agent"
      input={
        <Pane title="User agents">
          <TextAreaField
            label="User-agent strings"
            hint="One a line: a request header, or an access log's user-agent column."
            {...('error' in result ? { error: result.error } : {})}
            {...field('text')}
            rows={8}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
        </Pane>
      }
      output={
        <Pane title="Parsed">
          {'ok' in result ? (
            <div className="grid gap-4">
              {result.ok.agents.length > 1 && (
                <ValueList
                  label="Counts"
                  rows={[
                    {
                      label: 'User agents',
                      value: `${result.ok.summary.parsed} (${result.ok.summary.unique} different), ${result.ok.summary.bots} bots`,
                    },
                    { label: 'Browsers', value: counted(result.ok.summary.browsers) },
                    { label: 'Operating systems', value: counted(result.ok.summary.os) },
                    { label: 'Devices', value: counted(result.ok.summary.devices) },
                  ]}
                />
              )}
              {result.ok.skipped.length > 0 && (
                <ul className="text-sm text-muted-foreground">
                  {result.ok.skipped.slice(0, SHOWN).map((skipped) => (
                    <li key={skipped.line}>Skipped: {skipped.reason}</li>
                  ))}
                </ul>
              )}
              {result.ok.agents.slice(0, SHOWN).map((agent) => (
                <div key={agent.line} className="grid gap-2">
                  <p className="break-all font-mono text-xs text-muted-foreground">{agent.userAgent}</p>
                  <AgentRows agent={agent} />
                </div>
              ))}
              {result.ok.agents.length > SHOWN && (
                <p className="text-sm text-muted-foreground">
                  The first {SHOWN} of {result.ok.agents.length} are shown; the counts cover them all.
                </p>
              )}
            </div>
          ) : (
            <EmptyState icon={Smartphone}>Paste a user-agent string on the left to read it.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}
