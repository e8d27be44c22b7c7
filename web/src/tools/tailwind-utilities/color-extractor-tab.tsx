import type { ExtractedColor } from '@toolbox/core/tools/tailwind-utilities/extract-colors';
import { useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { Field } from '../../components/field';
import { Pane, RunButton } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';

/** The extractor's chunk: fetched when the config is focused or Extract is pointed at, so the click finds it. */
const loadExtractor = () => import('./color-extractor');

export function ColorExtractorTab() {
  const [input, setInput] = useSavedState('tailwind-utilities', 'config-input', '');
  const [colors, setColors] = useState<ExtractedColor[]>([]);
  const { run, busy } = useToolAction(
    async () => {
      const { extractConfigColors } = await loadExtractor();
      setColors(extractConfigColors(input));
    },
    { failure: { title: 'Error', description: 'Could not load the color extractor. Please try again.' } },
  );
  const preload = () => void loadExtractor().catch(() => undefined);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Config" description="A v3 tailwind.config.js or a v4 @theme block. It is read, never run.">
        <Field label="Tailwind config">
          <Textarea
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onFocus={preload}
            className="min-h-56 font-mono"
            spellCheck={false}
          />
        </Field>
        <RunButton
          className="justify-self-start"
          onClick={() => void run()}
          onPointerEnter={preload}
          onFocus={preload}
          busy={busy}
          busyLabel="Extracting..."
        >
          Extract Colors
        </RunButton>
      </Pane>
      <Pane title="Colors">
        {colors.length === 0 ? (
          <p className="text-sm text-muted-foreground">Paste a config and press Extract Colors.</p>
        ) : (
          <ul aria-label="Extracted colors" className="grid gap-2 sm:grid-cols-2">
            {colors.map((c) => (
              <li key={`${c.name}-${c.value}`} className="flex items-center gap-3 rounded-md border p-2">
                <span
                  aria-hidden="true"
                  className="size-8 shrink-0 rounded border"
                  style={{ background: c.value }}
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-medium">{c.name}</span>
                  <span className="block font-mono text-muted-foreground">{c.value}</span>
                </span>
                <CopyButton
                  value={c.value}
                  iconOnly
                  label={`Copy ${c.name}`}
                  successDescription={`${c.value} copied to clipboard.`}
                />
              </li>
            ))}
          </ul>
        )}
      </Pane>
    </div>
  );
}
