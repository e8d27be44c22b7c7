import { Container } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { bindText, TextAreaField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { liveResult } from '../../components/use-live-result';
import { useStoredForm } from '../../components/use-stored-state';

const DEFAULTS = {
  text: [
    'docker run -d \\',
    '  --name web \\',
    '  -p 8080:80 \\',
    '  -v "$PWD/site:/usr/share/nginx/html:ro" \\',
    '  -e TZ=Europe/Berlin \\',
    '  --restart unless-stopped \\',
    '  nginx:1.27',
  ].join('\n'),
};

type Convert = typeof import('@toolbox/core/tools/docker-compose')['runDockerCompose'];

export default function DockerComposePage() {
  const [form, update] = useStoredForm('docker-compose', 'form', DEFAULTS);
  // The shell reader and YAML writer load with the page's first paint, not in its chunk (its 30 KB budget).
  const [convert, setConvert] = useState<Convert | null>(null);
  useEffect(() => {
    let live = true;
    void import('@toolbox/core/tools/docker-compose').then(({ runDockerCompose }) => {
      if (live) setConvert(() => runDockerCompose);
    });
    return () => {
      live = false;
    };
  }, []);
  const result = useMemo(
    () => (convert ? liveResult(convert, form) : { value: undefined, error: undefined }),
    [convert, form],
  );

  return (
    <ToolPage
      toolId="docker-compose"
      input={
        <Pane title="docker run">
          <TextAreaField
            label="docker run lines"
            hint="One or more docker run commands, as in a README or a script: backslash continuations, quotes and $VARIABLES are read as sh reads them; each becomes a service."
            rows={12}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            {...(result.error ? { error: result.error } : {})}
            {...bindText(form.text, (text) => update('text', text))}
          />
        </Pane>
      }
      output={
        <Pane title="Compose file">
          {result.value ? (
            <>
              <OutputPanel
                label="Compose file"
                files={[{ name: 'compose.yaml', mime: 'application/yaml', data: result.value.yaml }]}
              />
              {result.value.notes.length > 0 && (
                <section aria-labelledby="compose-notes" className="grid gap-2">
                  <h3 id="compose-notes" className="text-sm font-medium">
                    Not carried over
                  </h3>
                  <ul className="grid gap-1 text-sm">
                    {result.value.notes.map((note) => (
                      <li key={`${note.service} ${note.flag}`}>
                        <code className="font-mono">{note.flag}</code>{' '}
                        <span className="text-muted-foreground">
                          ({note.service}): {note.reason}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          ) : (
            <EmptyState icon={Container}>
              {convert === null
                ? 'Loading the converter…'
                : 'Fix the docker run line on the left to see its Compose file.'}
            </EmptyState>
          )}
        </Pane>
      }
    />
  );
}
