import type { Preset } from '@toolbox/core/account';
import { readPreset } from '@toolbox/core/presets';
import type { ToolId } from '@toolbox/core/registry';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '../../components/field';
import { ShareLinkButton } from '../../components/share-link-button';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { loadPresetFields, presetToSave } from '../../platform/preset-inputs';
import { LoadPresetButton, PresetButtons, SavePresetButton } from './preset-buttons';
import { MovePresetButton, TeamPresetLists, useTeamPresets } from './team-presets';
import { useAccountCopy, useAccountStore } from './use-account';

const failure = (title: string) => (error: unknown) =>
  toast.error(title, { description: error instanceof Error ? error.message : String(error) });

/**
 * "Save preset" and "Load preset" beside every tool's form: the tool's inputs (what it keeps between visits) saved
 * under a name in the account, the same in every browser and for `toolbox <command> --preset NAME`.
 */
export default function PresetMenu({ toolId }: { toolId: ToolId }) {
  const store = useAccountStore();
  const copy = useAccountCopy(store);
  const presets = copy.presets
    .filter((p) => p.tool_id === toolId)
    .sort((a, b) => a.name.localeCompare(b.name));
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const team = useTeamPresets(toolId, loading);
  const teamCount = team.groups.reduce((n, group) => n + group.presets.length, 0);
  // The store is on its way (the shell shows the menu only to a signed-in user): the buttons keep their place.
  if (!store) return <PresetButtons />;

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || !store) return;
    setBusy(true);
    try {
      // Checked against the tool's preset shape and stamped with its version, as the CLI saves one. A kept value
      // of another kind (an older page's, or a NaN that JSON kept as null) or one over the preset limit is left
      // out, and said, not refused.
      const { inputs, leftOut } = await presetToSave(trimmed, toolId);
      await store.savePreset(toolId, trimmed, inputs);
      toast.success('Preset saved', { description: [trimmed, ...leftOut].join('\n') });
      setSaving(false);
      setName('');
    } catch (error) {
      failure('Could not save the preset')(error);
    } finally {
      setBusy(false);
    }
  }

  const replaces = presets.some((p) => p.name === name.trim());

  function load(preset: Preset) {
    try {
      const { fields, leftOut } = readPreset(preset);
      loadPresetFields(toolId, fields);
      setLoading(false);
      toast.success('Preset loaded', { description: [preset.name, ...leftOut].join('\n') });
    } catch (error) {
      failure('Could not load the preset')(error);
    }
  }

  return (
    <PresetButtons>
      <Dialog open={saving} onOpenChange={setSaving}>
        <DialogTrigger asChild>
          <SavePresetButton />
        </DialogTrigger>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">Save preset</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            This tool&apos;s current inputs, kept in your account under a name: load them in any browser, or
            use them in the CLI with <code className="font-mono">--preset</code>.
          </DialogDescription>
          <form onSubmit={save} className="grid gap-4">
            <Field
              label="Preset name"
              hint={replaces ? 'A preset of this name exists: saving replaces its inputs.' : undefined}
            >
              <Input value={name} required maxLength={200} onChange={(e) => setName(e.target.value)} />
            </Field>
            <Button type="submit" disabled={!name.trim() || busy} className="justify-self-end">
              {busy && <Spinner />}
              {replaces ? 'Replace preset' : 'Save preset'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog
        open={loading}
        onOpenChange={(open) => {
          setLoading(open);
          if (open) void store.refreshPresets().catch(() => undefined);
        }}
      >
        <DialogTrigger asChild>
          <LoadPresetButton />
        </DialogTrigger>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">Load preset</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            Loading a preset replaces this tool&apos;s inputs with the ones it saved. A share link shows one
            read-only to anyone holding it.
          </DialogDescription>
          <div className="grid max-h-[60vh] gap-4 overflow-y-auto">
            {presets.length === 0 ? (
              teamCount === 0 && (
                <p className="text-sm text-muted-foreground">
                  No presets for this tool yet: use “Save preset”.
                </p>
              )
            ) : (
              <ul className="grid gap-2" aria-label="Presets">
                {presets.map((preset) => (
                  <li key={preset.id} className="flex items-center gap-2 rounded-md border p-2">
                    <span className="min-w-0 flex-1 truncate text-sm font-medium">{preset.name}</span>
                    <Button size="sm" aria-label={`Load ${preset.name}`} onClick={() => load(preset)}>
                      Load
                    </Button>
                    <ShareLinkButton
                      label={`Share link to ${preset.name}`}
                      item={() => ({
                        kind: 'preset',
                        preset_id: preset.id,
                        title: preset.name,
                        expires_in: null,
                      })}
                    />
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Delete ${preset.name}`}
                      onClick={() =>
                        void store.deletePreset(preset.id).catch(failure('Could not delete the preset'))
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                    <MovePresetButton
                      store={store}
                      preset={preset}
                      teams={team.teams}
                      onMoved={team.reread}
                    />
                  </li>
                ))}
              </ul>
            )}
            <TeamPresetLists
              store={store}
              teams={team.teams}
              groups={team.groups}
              onLoad={load}
              onMoved={team.reread}
            />
          </div>
        </DialogContent>
      </Dialog>
    </PresetButtons>
  );
}
