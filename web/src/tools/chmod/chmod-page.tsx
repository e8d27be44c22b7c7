import { ToolInputError } from '@toolbox/core/errors';
import {
  CHMOD_KINDS,
  type ChmodField,
  type ChmodKind,
  type ChmodResult,
  runChmod,
} from '@toolbox/core/tools/chmod';
import { ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { Checkbox } from '../../components/checkbox';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList } from '../../components/value-list';

const DEFAULTS: { mode: string; from: string; umask: string; kind: ChmodKind } = {
  mode: '-rwxr-x---',
  from: '',
  umask: '022',
  kind: 'file',
};

/** The twelve bits as the grid shows them: who, what, and the bit's value in the octal mode. */
const GRID = [
  { who: 'Owner', bits: [0o400, 0o200, 0o100] },
  { who: 'Group', bits: [0o40, 0o20, 0o10] },
  { who: 'Others', bits: [0o4, 0o2, 0o1] },
] as const;
const SPECIAL = [
  ['setuid', 0o4000],
  ['setgid', 0o2000],
  ['sticky', 0o1000],
] as const;

export default function ChmodPage() {
  const [form, update] = useStoredForm('chmod', 'form', DEFAULTS);
  const field = useField(form, update);
  const result = useMemo((): { ok: ChmodResult } | { error: string; field: ChmodField } => {
    try {
      return { ok: runChmod(form) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const named = error instanceof ToolInputError ? (error.field as ChmodField | undefined) : undefined;
      return { error: message, field: named ?? 'mode' };
    }
  }, [form]);
  const errorIn = (name: ChmodField) =>
    'error' in result && result.field === name ? { error: result.error } : {};
  const mode = 'ok' in result ? Number.parseInt(result.ok.octal, 8) : undefined;
  // A tick writes the new mode back as octal, which every other view then reads.
  const toggle = (bit: number, on: boolean) =>
    mode !== undefined &&
    update('mode', ((on ? mode | bit : mode & ~bit) >>> 0).toString(8).padStart(4, '0'));

  return (
    <ToolPage
      toolId="chmod"
      input={
        <Pane title="Mode">
          <TextField
            label="Mode"
            hint="Octal (755), symbolic (u=rwx,g=rx,o=, go-w) or an ls -l string (-rwxr-x---)."
            {...errorIn('mode')}
            {...field('mode')}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              label="Current mode"
              hint="Where a symbolic change starts; empty: 000."
              {...errorIn('from')}
              {...field('from')}
              spellCheck={false}
              className="font-mono"
            />
            <TextField label="umask" hint="Octal, e.g. 022." {...errorIn('umask')} {...field('umask')} />
            <SelectField
              label="For a"
              value={form.kind}
              options={CHMOD_KINDS}
              onChange={(kind) => update('kind', kind)}
            />
          </div>
          {mode !== undefined && (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Permissions</legend>
              {GRID.map(({ who, bits }) => (
                <div key={who} className="flex flex-wrap items-center gap-4">
                  <span className="w-16 text-sm text-muted-foreground">{who}</span>
                  {(['read', 'write', 'execute'] as const).map((what, index) => {
                    const bit = bits[index] as number;
                    return (
                      <Checkbox
                        key={what}
                        label={
                          <>
                            <span className="sr-only">{who} </span>
                            {what}
                          </>
                        }
                        checked={Boolean(mode & bit)}
                        onCheckedChange={(on) => toggle(bit, on)}
                      />
                    );
                  })}
                </div>
              ))}
              <div className="flex flex-wrap items-center gap-4">
                <span className="w-16 text-sm text-muted-foreground">Special</span>
                {SPECIAL.map(([name, bit]) => (
                  <Checkbox
                    key={name}
                    label={name}
                    checked={Boolean(mode & bit)}
                    onCheckedChange={(on) => toggle(bit, on)}
                  />
                ))}
              </div>
            </fieldset>
          )}
        </Pane>
      }
      output={
        <Pane title="Written every way">
          {'ok' in result ? (
            <>
              <ValueList
                label="Mode written"
                rows={[
                  { label: 'Octal', value: result.ok.octal4 },
                  { label: 'Symbolic', value: result.ok.symbolic },
                  { label: 'ls -l', value: result.ok.ls },
                  { label: 'chmod', value: `chmod ${result.ok.octal4} FILE` },
                ]}
              />
              <ValueList
                label="umask defaults"
                rows={[
                  { label: 'New files', value: `${result.ok.umask.file} ${result.ok.umask.fileLs}` },
                  {
                    label: 'New directories',
                    value: `${result.ok.umask.directory} ${result.ok.umask.directoryLs}`,
                  },
                ]}
              />
            </>
          ) : (
            <EmptyState icon={ShieldCheck}>Fix the mode on the left to see it written every way.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}
