import { type MediaType, runMimeLookup } from '@toolbox/core/tools/http-reference';
import { useEffect, useState } from 'react';
import { ColumnHeads } from '../../components/column-heads';
import { TextField, useField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { References, searchAsync } from './references';

const DEFAULTS = { query: 'report.pdf' };

/** Media types by file name, extension, type or words (mime-db: IANA's registry, Apache's and nginx's lists). */
export function MimeTab() {
  const [form, update] = useStoredForm('http-reference', 'mime', DEFAULTS);
  const field = useField(form, update);
  const [result, setResult] = useState<{ ok: MediaType[] } | { error: string } | null>(null);
  // mime-db loads on the first lookup; a later answer never overwrites the one for what is typed now.
  useEffect(() => {
    let current = true;
    void searchAsync(() => runMimeLookup(form)).then((next) => {
      if (current) setResult(next);
    });
    return () => {
      current = false;
    };
  }, [form]);

  return (
    <Pane
      title="MIME types"
      description="IANA's Media Types registry with Apache's and nginx's extension lists, as mime-db keeps them."
    >
      <TextField
        label="File name, extension or media type"
        hint="report.pdf, .json, application/json, or words (openxml sheet)."
        {...(result && 'error' in result ? { error: result.error } : {})}
        {...field('query')}
        spellCheck={false}
        autoComplete="off"
        inputMode="search"
      />
      {result && 'ok' in result && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Media types found</caption>
            <thead>
              <ColumnHeads
                names={['Media type', 'Extensions', 'Specification']}
                className="pb-2 pr-3 font-medium"
                rowClassName="text-left text-muted-foreground"
              />
            </thead>
            <tbody className="divide-y">
              {result.ok.map((media) => (
                <tr key={media.type} className="align-top">
                  <td className="py-2 pr-3 font-mono [overflow-wrap:anywhere]">
                    {media.type}
                    <div className="font-sans text-xs text-muted-foreground">
                      {media.source === 'iana' && media.template ? (
                        <a
                          href={media.template}
                          target="_blank"
                          rel="noreferrer"
                          className="underline underline-offset-2"
                        >
                          IANA registration
                        </a>
                      ) : (
                        `from ${media.source}`
                      )}
                      {media.compressible && ', compressible'}
                    </div>
                  </td>
                  <td className="py-2 pr-3 font-mono">
                    {media.extensions.map((e) => `.${e}`).join(' ') || '–'}
                  </td>
                  <td className="py-2">
                    <References references={media.references} />
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
