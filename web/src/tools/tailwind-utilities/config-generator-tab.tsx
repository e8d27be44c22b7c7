import {
  CONFIG_DEFAULTS,
  runTailwindConfigV3,
  runTailwindThemeV4,
  type TailwindConfigInput,
} from '@toolbox/core/tools/tailwind-utilities/config-generator';
import { ColorInput } from '../../components/color-input';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { InlineError } from '../../components/inline-error';
import { OutputPanel } from '../../components/output-panel';
import { bindText, TextField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useLiveResult } from '../../components/use-live-result';
import { useSavedState } from '../../components/use-stored-state';

const configs = (input: TailwindConfigInput) => ({
  v3: runTailwindConfigV3(input),
  v4: runTailwindThemeV4(input),
});

export function ConfigGeneratorTab() {
  const [colorName, setColorName] = useSavedState('tailwind-utilities', 'color-name', 'primary');
  const [color, setColor] = useSavedState('tailwind-utilities', 'color', '#3b82f6');
  const [sans, setSans] = useSavedState('tailwind-utilities', 'font-sans', CONFIG_DEFAULTS.fonts.sans ?? '');
  const [serif, setSerif] = useSavedState('tailwind-utilities', 'font-serif', '');
  const [mono, setMono] = useSavedState('tailwind-utilities', 'font-mono', '');
  const [radius, setRadius] = useSavedState('tailwind-utilities', 'radius', '0.5rem');
  const input = {
    ...CONFIG_DEFAULTS,
    colors: { [colorName.trim() || 'primary']: color },
    fonts: { sans, serif, mono },
    radii: { ...CONFIG_DEFAULTS.radii, lg: radius.trim() },
  };
  const result = useLiveResult(configs, input, { fallback: 'Could not generate the config.' });
  const outputs = result.value;
  const files = [
    { id: 'v3', label: 'v3 tailwind.config.js', name: 'tailwind.config.js', mime: 'text/javascript' },
    { id: 'v4', label: 'v4 @theme CSS', name: 'theme.css', mime: 'text/css' },
  ] as const;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Theme">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Color name" {...bindText(colorName, setColorName)} className="font-mono" />
          <ColorInput label="Base color (500)" value={color} onChange={setColor} />
          <TextField label="Sans font" {...bindText(sans, setSans)} />
          <TextField label="Serif font" {...bindText(serif, setSerif)} />
          <TextField label="Mono font" {...bindText(mono, setMono)} />
          <TextField
            label="Large radius (rounded-lg)"
            {...bindText(radius, setRadius)}
            className="font-mono"
          />
        </div>
        <p className="text-sm text-muted-foreground">
          Breakpoints: sm 640px, md 768px, lg 1024px, xl 1280px.
        </p>
      </Pane>
      <Pane title="Config">
        {outputs === undefined ? (
          <InlineError message={result.error} />
        ) : (
          <Tabs defaultValue="v3">
            <TabsList>
              {files.map((f) => (
                <TabsTrigger key={f.id} value={f.id}>
                  {f.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {files.map((f) => (
              <TabsContent key={f.id} value={f.id}>
                <OutputPanel
                  value={outputs[f.id]}
                  label={f.label}
                  actions={
                    <>
                      <CopyButton
                        value={outputs[f.id]}
                        successDescription={`${f.name} copied to clipboard.`}
                      />
                      <DownloadButton files={() => ({ name: f.name, mime: f.mime, data: outputs[f.id] })} />
                    </>
                  }
                />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </Pane>
    </div>
  );
}
