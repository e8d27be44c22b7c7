import { runHttpStatus } from '@toolbox/core/tools/http-reference';
import { useMemo } from 'react';
import { ColumnHeads } from '../../components/column-heads';
import { TextField, useField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { References, search } from './references';

const DEFAULTS = { query: '422' };

/** IANA's status codes, searched by code, class (4xx) or words. */
export function StatusTab() {
  const [form, update] = useStoredForm('http-reference', 'status', DEFAULTS);
  const field = useField(form, update);
  const result = useMemo(() => search(() => runHttpStatus(form)), [form]);

  return (
    <Pane title="HTTP status codes" description="IANA's HTTP Status Code Registry; empty: every code.">
      <TextField
        label="Status code or words"
        hint="A code (404), a class (4xx) or words (too many, teapot)."
        {...('error' in result ? { error: result.error } : {})}
        {...field('query')}
        spellCheck={false}
        autoComplete="off"
        inputMode="search"
      />
      {'ok' in result && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Status codes found</caption>
            <thead>
              <ColumnHeads
                names={['Code', 'Meaning', 'Specification']}
                className="pb-2 pr-3 font-medium"
                rowClassName="text-left text-muted-foreground"
              />
            </thead>
            <tbody className="divide-y">
              {result.ok.map((status) => (
                <tr key={status.code} className="align-top">
                  <td className="py-2 pr-3 font-mono">{status.code}</td>
                  <td className="py-2 pr-3">
                    {status.description}
                    <div className="text-xs text-muted-foreground">
                      {status.class}
                      {status.alsoKnownAs &&
                        `; also sent as ${status.alsoKnownAs.map((name) => `"${name}"`).join(', ')}`}
                    </div>
                  </td>
                  <td className="py-2">
                    <References references={status.references} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Pane>
  );
}
