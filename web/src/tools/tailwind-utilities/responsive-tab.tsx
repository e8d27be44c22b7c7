import {
  BREAKPOINT_NAMES,
  BREAKPOINTS,
  type Breakpoint,
  runResponsiveClasses,
} from '@toolbox/core/tools/tailwind-utilities';
import { ColumnHeads } from '../../components/column-heads';
import { CopyButton } from '../../components/copy-button';
import { Field } from '../../components/field';
import { bindText, TextField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { Input } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';

export function ResponsiveTab() {
  const [base, setBase] = useSavedState('tailwind-utilities', 'responsive-base', '');
  // One kept field a breakpoint, so each is in the page's link by name (`responsive-md=flex-row`).
  const [sm, setSm] = useSavedState('tailwind-utilities', 'responsive-sm', '');
  const [md, setMd] = useSavedState('tailwind-utilities', 'responsive-md', '');
  const [lg, setLg] = useSavedState('tailwind-utilities', 'responsive-lg', '');
  const [xl, setXl] = useSavedState('tailwind-utilities', 'responsive-xl', '');
  const at: Record<Breakpoint, string> = { sm, md, lg, xl };
  const setAt: Record<Breakpoint, (value: string) => void> = { sm: setSm, md: setMd, lg: setLg, xl: setXl };
  const { classes, byWidth } = runResponsiveClasses({ base, at });
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Breakpoints">
        <TextField
          label="Base classes (all widths)"
          {...bindText(base, setBase)}
          className="font-mono"
          placeholder="grid grid-cols-1 gap-2"
        />
        {BREAKPOINT_NAMES.map((name) => (
          <Field key={name} label={`${name} (≥ ${BREAKPOINTS[name]}px)`}>
            <Input value={at[name]} onChange={(e) => setAt[name](e.target.value)} className="font-mono" />
          </Field>
        ))}
      </Pane>
      <Pane
        title="Responsive Classes"
        actions={classes && <CopyButton value={classes} successDescription="Classes copied to clipboard." />}
      >
        <output
          aria-label="Responsive classes"
          className="min-h-10 rounded-md border bg-muted/50 p-3 font-mono text-sm break-words"
        >
          {classes}
        </output>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Classes in force at each width</caption>
          <thead>
            <ColumnHeads
              names={['From', 'Applies']}
              className="py-1 font-medium"
              rowClassName="text-muted-foreground"
            />
          </thead>
          <tbody>
            {byWidth.map((row) => (
              <tr key={row.label} className="border-t">
                <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                  {row.label} ({row.minWidth}px)
                </th>
                {/* An arbitrary value such as [mask-image:linear-gradient(…)] breaks anywhere, or a phone scrolls sideways. */}
                <td className="py-1.5 font-mono [overflow-wrap:anywhere]">{row.classes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Pane>
    </div>
  );
}
