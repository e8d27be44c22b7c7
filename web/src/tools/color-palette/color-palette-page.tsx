import './fonts';
import { PALETTE_TYPE_LABELS, PALETTE_TYPES, type PaletteType } from '@toolbox/core/color';
import { ToolInputError } from '@toolbox/core/errors';
import {
  FONT_PAIRS,
  type GeneratedPalette,
  PAGE_SCHEMES,
  PALETTE_DEFAULTS,
  type PageRole,
  type PageScheme,
  runPalette,
  runPaletteExport,
  runPaletteExportFile,
  runRoleScales,
  SCALED_ROLES,
} from '@toolbox/core/tools/color-palette';
import { Palette } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { ColorInput } from '../../components/color-input';
import { Swatches } from '../../components/color-swatches';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { RadioCard } from '../../components/radio-card';
import { SelectField } from '../../components/select-field';
import { ShareLinkButton } from '../../components/share-link-button';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/input';
import { useSavedState, useStoredForm } from '../../components/use-stored-state';
import { copyText } from '../../platform/clipboard';
import { ContrastGrades } from './contrast-grades';
import { lockedRoles, lockRoles } from './palette-locks';
import { RoleEditor } from './role-editor';
import { SamplePage, SchemeToggle } from './sample-page';
import { paletteSnapshot, readPalette } from './shared-palette-snapshot';

function toastError(error: unknown) {
  if (error instanceof ToolInputError) toast.error(error.title, { description: error.message });
  else throw error;
}

/**
 * What the page holds beside the base, type and font pair, all in its link: the colours Generate keeps (`--lock`
 * values, so a preset saved here works in the CLI), the sample page's scheme, the role whose scale is shown and the
 * palette last generated and edited (none before Generate).
 */
interface PaletteForm {
  lock: readonly string[];
  scheme: PageScheme;
  scaleOf: (typeof SCALED_ROLES)[number];
  palette?: GeneratedPalette;
}

const FORM: PaletteForm = { lock: [], scheme: 'light', scaleOf: 'primary' };

/** The stored or linked palette, checked colour by colour as a shared one is. */
function readStoredPalette(stored: unknown): Partial<PaletteForm> {
  const palette =
    typeof stored === 'object' && stored !== null && 'palette' in stored ? readPalette(stored.palette) : null;
  return palette ? { palette } : {};
}

export default function ColorPalettePage() {
  const [base, setBase] = useSavedState('color-palette', 'base', PALETTE_DEFAULTS.base);
  const [savedType, setType] = useSavedState<string>('color-palette', 'type', PALETTE_DEFAULTS.type);
  const type: PaletteType = PALETTE_TYPES.find((t) => t === savedType) ?? PALETTE_DEFAULTS.type;
  const [form, update, setForm] = useStoredForm<PaletteForm>(
    'color-palette',
    'form',
    FORM,
    { scheme: PAGE_SCHEMES, scaleOf: SCALED_ROLES },
    readStoredPalette,
  );
  const palette = form.palette ?? null;
  const locked = useMemo(() => lockedRoles(form.lock), [form.lock]);
  const shown = form.scheme;
  const scaleOf = form.scaleOf;
  const [pairIndex, setPairIndex] = useSavedState('color-palette', 'pair', 0);
  const pair = FONT_PAIRS[pairIndex] ?? FONT_PAIRS[0]!;

  function generate() {
    try {
      update('palette', runPalette(base, type, form.lock));
    } catch (error) {
      toastError(error);
    }
  }

  /** A colour set by hand or by a fix: kept from now on. */
  function setRole(scheme: PageScheme, role: PageRole, hex: string) {
    setForm((current) => {
      if (!current.palette) return current;
      const { theme } = current.palette;
      const next = { ...current.palette, theme: { ...theme, [scheme]: { ...theme[scheme], [role]: hex } } };
      const roles = new Set(lockedRoles(current.lock)).add(role);
      return { ...current, palette: next, lock: lockRoles(next.theme, roles) };
    });
  }

  function toggleLock(role: PageRole) {
    setForm((current) => {
      if (!current.palette) return current;
      const roles = new Set(lockedRoles(current.lock));
      if (!roles.delete(role)) roles.add(role);
      return { ...current, lock: lockRoles(current.palette.theme, roles) };
    });
  }

  async function exportAs(format: 'tailwind' | 'css') {
    try {
      await copyText(runPaletteExport(palette, format));
      toast.success('Config Exported', {
        description:
          format === 'tailwind'
            ? 'Tailwind theme copied to clipboard.'
            : 'CSS variables copied to clipboard.',
      });
    } catch (error) {
      if (error instanceof ToolInputError) toast.error(error.title, { description: error.message });
      else toast.error('Error', { description: 'Failed to copy to clipboard.' });
    }
  }

  const scale = palette ? runRoleScales(palette)[scaleOf] : [];
  const input = (
    <Pane title="Palette">
      <ColorInput label="Base color" value={base} onChange={setBase} />
      <SelectField
        label="Palette type"
        value={type}
        options={PALETTE_TYPES}
        labels={PALETTE_TYPE_LABELS}
        onChange={setType}
      />
      <RunButton onClick={generate} className="justify-self-start">
        Generate
      </RunButton>
      {palette ? (
        <>
          <RoleEditor theme={palette.theme} locks={locked} onEdit={setRole} onToggleLock={toggleLock} />
          <div className="grid gap-2">
            <p className="text-sm font-medium">Harmony</p>
            <Swatches colors={palette.colors} labels={palette.colors.map((_, i) => `color-${i + 1}`)} />
          </div>
        </>
      ) : (
        <EmptyState icon={Palette}>Pick a base colour and press Generate.</EmptyState>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => exportAs('tailwind')}>
          Export Tailwind
        </Button>
        <DownloadButton
          files={() => runPaletteExportFile(palette, 'tailwind')}
          successTitle="Downloaded!"
          successDescription="palette-theme.css has been downloaded."
          aria-label="Download palette-theme.css"
        >
          palette-theme.css
        </DownloadButton>
        <Button variant="outline" size="sm" onClick={() => exportAs('css')}>
          Export CSS
        </Button>
        <DownloadButton
          files={() => runPaletteExportFile(palette, 'css')}
          successTitle="Downloaded!"
          successDescription="palette.css has been downloaded."
          aria-label="Download palette.css"
        >
          palette.css
        </DownloadButton>
      </div>
    </Pane>
  );

  const output = (
    <Pane title="Font Pairs">
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Font pair</legend>
        {FONT_PAIRS.map((p, index) => (
          <RadioCard
            key={p.name}
            name="font-pair"
            checked={index === pairIndex}
            onSelect={() => setPairIndex(index)}
            title={
              <>
                {p.name}
                <span className="whitespace-nowrap text-xs text-muted-foreground">{p.category}</span>
              </>
            }
          >
            <span className="text-xl font-bold" style={{ fontFamily: p.headingFont }}>
              {p.heading}
            </span>
            <span className="text-sm" style={{ fontFamily: p.bodyFont }}>
              {p.body}: the quick brown fox jumps over the lazy dog.
            </span>
          </RadioCard>
        ))}
      </fieldset>
    </Pane>
  );

  return (
    <ToolPage toolId="color-palette" onRun={generate} input={input} output={output}>
      {palette && (
        <>
          <Pane
            title="Sample Page"
            actions={
              <>
                <ShareLinkButton
                  item={() => ({
                    kind: 'snapshot',
                    tool_id: 'color-palette',
                    title: `${PALETTE_TYPE_LABELS[palette.type]} palette from ${palette.base}`,
                    snapshot: paletteSnapshot(palette, pair),
                    expires_in: null,
                  })}
                />
                <SchemeToggle shown={shown} onShow={(scheme) => update('scheme', scheme)} />
              </>
            }
          >
            <SamplePage colors={palette.theme[shown]} pair={pair} scheme={shown} />
          </Pane>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <Pane title="Contrast">
              <ContrastGrades theme={palette.theme} onFix={setRole} />
            </Pane>
            <Pane title="Tailwind Scale">
              <Field label="Scale of">
                <NativeSelect
                  value={scaleOf}
                  onChange={(e) =>
                    update('scaleOf', SCALED_ROLES.find((r) => r === e.target.value) ?? 'primary')
                  }
                >
                  {SCALED_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {role} ({palette.theme.light[role]})
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Swatches colors={scale.map((s) => s.hex)} labels={scale.map((s) => String(s.step))} />
            </Pane>
          </div>
        </>
      )}
    </ToolPage>
  );
}
