import {
  FEATURE_MODULES,
  type FeatureModule,
  FRAMEWORK_LABELS,
  FRAMEWORKS,
  generateStructure,
  generateStructureArchive,
  MODULE_DESCRIPTIONS,
  PROJECT_PLACEHOLDER,
  type ProjectStructure,
  STRUCTURE_DEFAULTS,
  type StructureForm,
} from '@toolbox/core/tools/folder-structure-generator';
import { FolderTree } from 'lucide-react';
import { useState } from 'react';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { OutOfDateNote, useOutOfDate } from '../../components/out-of-date';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useLiveResult } from '../../components/use-live-result';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';

const checkName = (name: string) => generateStructure({ ...STRUCTURE_DEFAULTS, projectName: name });

function Badge({ children }: { children: string }) {
  return <li className="rounded-full border bg-muted px-2.5 py-0.5 text-xs font-medium">{children}</li>;
}

export default function FolderStructureGeneratorPage() {
  const [form, update] = useStoredForm<StructureForm>(
    'folder-structure-generator',
    'form',
    STRUCTURE_DEFAULTS,
  );
  const [result, setResult] = useState<ProjectStructure | null>(null);
  const fresh = useOutOfDate(form);
  const action = useToolAction(
    () => {
      const structure = generateStructure(form);
      setResult(structure);
      fresh.made();
      return structure;
    },
    {
      success: (structure) => structure.toast,
      failure: { title: 'Error', description: 'Failed to generate the structure.' },
    },
  );
  const generate = () => action.run();
  const field = useField(form, update);
  const bind = useBind(form, update);
  const { error } = useLiveResult(checkName, form.projectName);
  const toggle = (module: FeatureModule, on: boolean) =>
    update('modules', on ? [...form.modules, module] : form.modules.filter((m) => m !== module));

  const input = (
    <Pane title="Project" description="Pick a framework and the modules to lay out.">
      <TextField
        label="Project Name"
        error={error}
        placeholder={PROJECT_PLACEHOLDER}
        {...field('projectName')}
      />
      <SelectField label="Framework" options={FRAMEWORKS} labels={FRAMEWORK_LABELS} {...bind('framework')} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Feature Modules</legend>
        {FEATURE_MODULES.map((module) => (
          <Checkbox
            key={module}
            checked={form.modules.includes(module)}
            onCheckedChange={(on) => toggle(module, on)}
            label={
              <span>
                <span className="capitalize">{module}</span>
                <span className="block text-xs font-normal text-muted-foreground">
                  {MODULE_DESCRIPTIONS[module]}
                </span>
              </span>
            }
          />
        ))}
      </fieldset>
      <TextField
        label="Custom Modules"
        hint="Comma-separated; each gets a feature folder."
        placeholder="e.g. payment, notification, analytics"
        {...field('customModules')}
      />
      <RunButton onClick={generate} busy={action.busy} disabled={Boolean(error)}>
        Generate Structure
      </RunButton>
    </Pane>
  );

  const output = (
    <Pane title="Project Structure" description={result ? `${result.files.length} files` : undefined}>
      <OutOfDateNote outOfDate={fresh.outOfDate} action="Generate Structure" />
      {result ? (
        <StructureOutput structure={result} />
      ) : (
        <EmptyState icon={FolderTree}>Generate a structure to see the preview.</EmptyState>
      )}
    </Pane>
  );

  return <ToolPage toolId="folder-structure-generator" onRun={generate} input={input} output={output} />;
}

function StructureOutput({ structure }: { structure: ProjectStructure }) {
  return (
    <div className="grid gap-3">
      <ul className="flex flex-wrap gap-2" aria-label="Framework and modules">
        <Badge>{structure.frameworkLabel}</Badge>
        {structure.modules.map((module) => (
          <Badge key={module}>{module}</Badge>
        ))}
      </ul>
      <Tabs defaultValue="tree" className="grid gap-3">
        <TabsList>
          <TabsTrigger value="tree">Tree View</TabsTrigger>
          <TabsTrigger value="commands">Commands</TabsTrigger>
        </TabsList>
        <TabsContent value="tree">
          <OutputPanel
            label="Tree View"
            value={structure.tree}
            actions={
              <>
                <CopyButton
                  value={structure.tree}
                  label="Copy Tree"
                  successDescription="Tree copied to clipboard."
                />
                <ZipButton structure={structure} />
              </>
            }
          />
        </TabsContent>
        <TabsContent value="commands">
          <OutputPanel
            label="Commands"
            value={structure.script}
            actions={
              <>
                <CopyButton
                  value={structure.script}
                  label="Copy Commands"
                  successDescription="Commands copied to clipboard."
                />
                <DownloadButton
                  files={() => ({
                    name: structure.scriptName,
                    mime: 'text/x-shellscript',
                    data: structure.script,
                  })}
                  successTitle="Downloaded!"
                  successDescription="Structure script downloaded successfully."
                >
                  Download Script
                </DownloadButton>
              </>
            }
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The whole project as one zip: the tree `toolbox structure --apply` writes, under the project's folder. */
function ZipButton({ structure }: { structure: ProjectStructure }) {
  const archive = generateStructureArchive(structure);
  return (
    <DownloadButton
      files={() => archive.files}
      zipName={archive.zipName}
      successTitle="Downloaded!"
      successDescription={`${archive.zipName} has ${archive.files.length} files.`}
    >
      Download ZIP
    </DownloadButton>
  );
}
