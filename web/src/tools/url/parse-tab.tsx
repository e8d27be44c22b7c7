import { type ParsedUrl, runUrlParse, runUrlWithParams } from '@toolbox/core/tools/url';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { ColumnHeads } from '../../components/column-heads';
import { CopyButton } from '../../components/copy-button';
import { Field } from '../../components/field';
import { Pane } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import { ValueList, type ValueRow } from '../../components/value-list';

function partRows(url: ParsedUrl): ValueRow[] {
  const rows: ValueRow[] = [
    { label: 'Protocol', value: url.protocol },
    { label: 'Username', value: url.username },
    { label: 'Password', value: url.password },
    { label: 'Host name', value: url.hostname },
    { label: 'Port', value: url.port },
    { label: 'Path', value: url.pathname },
    { label: 'Query', value: url.search },
    { label: 'Fragment', value: url.hash },
    { label: 'Origin', value: url.origin },
  ];
  return rows.filter((row) => row.value !== '');
}

/** A URL in parts, and its query as a table whose edits rebuild the URL. */
export function ParseTab() {
  const [text, setText] = useSavedState(
    'url',
    'parse',
    'https://example.com:8443/search?q=caf%C3%A9&tag=a&tag=b#results',
  );
  const parsed = useMemo((): { url: ParsedUrl } | { error: string } => {
    try {
      return { url: runUrlParse(text) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [text]);
  const url = 'url' in parsed ? parsed.url : null;
  const setParams = (params: [string, string][]) => {
    if (url) setText(runUrlWithParams(url.href, params));
  };
  const edit = (index: number, key: string, value: string) =>
    setParams((url?.params ?? []).map((pair, i) => (i === index ? [key, value] : pair)));

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="URL">
        <Field label="URL" {...('error' in parsed ? { error: parsed.error } : {})}>
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        {url && <ValueList label="URL parts" rows={partRows(url)} />}
      </Pane>
      <Pane
        title="Query parameters"
        description="Decoded; edit, add or remove them and the URL follows."
        actions={url && <CopyButton value={url.href} label="Copy URL" />}
      >
        {url && (
          <>
            <table className="w-full text-sm">
              <caption className="sr-only">Query parameters</caption>
              <thead>
                <ColumnHeads
                  names={['Name', 'Value', 'Remove']}
                  hidden={['Remove']}
                  className="pb-2 font-medium"
                  rowClassName="text-left text-muted-foreground"
                />
              </thead>
              <tbody>
                {url.params.map(([key, value], index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parameters are positional and may repeat
                  <tr key={index}>
                    <td className="py-1 pr-2">
                      <Input
                        aria-label={`Name of parameter ${index + 1}`}
                        value={key}
                        onChange={(event) => edit(index, event.target.value, value)}
                      />
                    </td>
                    <td className="py-1 pr-2">
                      <Input
                        aria-label={`Value of parameter ${index + 1}`}
                        value={value}
                        onChange={(event) => edit(index, key, event.target.value)}
                      />
                    </td>
                    <td className="py-1">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Remove parameter ${key || index + 1}`}
                        onClick={() => setParams(url.params.filter((_, i) => i !== index))}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setParams([...url.params, ['name', 'value']])}
            >
              <Plus aria-hidden="true" />
              Add parameter
            </Button>
            <code className="break-all rounded-md border bg-muted/50 p-3 font-mono text-sm">{url.href}</code>
          </>
        )}
      </Pane>
    </div>
  );
}
