import { type OptimizedClasses, runClassOptimize } from '@toolbox/core/tools/tailwind-utilities';
import { useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { bindText, TextAreaField } from '../../components/text-field';
import { Pane, RunButton } from '../../components/tool-page';
import { useSavedState } from '../../components/use-stored-state';
import { toastError } from '../../components/use-tool-action';

const GROUP_LABELS = {
  layout: 'Layout',
  spacing: 'Spacing',
  colors: 'Colors',
  typography: 'Typography',
  effects: 'Effects',
  other: 'Other',
};

export function ClassOptimizerTab() {
  const [input, setInput] = useSavedState('tailwind-utilities', 'classes', '');
  const [result, setResult] = useState<OptimizedClasses | null>(null);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Classes">
        <TextAreaField
          label="Tailwind classes"
          {...bindText(input, setInput)}
          className="font-mono"
          placeholder="p-2 p-4 flex text-white flex"
          spellCheck={false}
        />
        <RunButton
          className="justify-self-start"
          onClick={() => {
            try {
              setResult(runClassOptimize(input));
            } catch (error) {
              toastError(error, { title: 'Error', description: 'Could not optimize the classes.' });
            }
          }}
        >
          Optimize Classes
        </RunButton>
      </Pane>
      <Pane
        title="Optimized"
        actions={
          result && <CopyButton value={result.classes} successDescription="Classes copied to clipboard." />
        }
      >
        {result ? (
          <div className="grid gap-4">
            <output
              aria-label="Optimized classes"
              className="rounded-md border bg-muted/50 p-3 font-mono text-sm break-words"
            >
              {result.classes || '(none)'}
            </output>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {result.groups.map((g) => (
                <div key={g.group} className="contents">
                  <dt className="text-muted-foreground">{GROUP_LABELS[g.group]}</dt>
                  <dd className="font-mono">{g.classes.join(' ')}</dd>
                </div>
              ))}
            </dl>
            {result.removed.length > 0 && (
              <section aria-label="Removed classes" className="grid gap-1 text-sm">
                <h3 className="font-medium">Removed</h3>
                <ul className="grid gap-1">
                  {result.removed.map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same class can be removed twice
                    <li key={`${r.className}-${i}`}>
                      <code>{r.className}</code>: {r.note}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {result.conflicts.length > 0 && (
              <section aria-label="Conflicting classes" className="grid gap-1 text-sm">
                <h3 className="font-medium">Kept, but conflicting</h3>
                <ul className="grid gap-1">
                  {result.conflicts.map((c) => (
                    <li key={c.classes.join(' ')}>{c.note}</li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Paste classes and press Optimize Classes.</p>
        )}
      </Pane>
    </div>
  );
}
