import { FILE_REFUSED_TITLES, ToolInputError } from '@toolbox/core/errors';
import {
  BLOCKED_MARKERS,
  DONE_MARKERS,
  GENERATED_MESSAGE,
  IN_PROGRESS_MARKERS,
  runWorkspaceOpen,
  runWorkspaceSample,
  SAMPLE_LOADED_MESSAGE,
  STATUS_KEYWORDS,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { FileText, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Pane, RunButton } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { systemClock } from '../../platform/clock';
import { decodeTextFile } from '../../platform/text-file';
import { loadWorkspaceViews } from './load-views';

export interface InputCardProps {
  text: string;
  onText(text: string): void;
  onWorkspace(workspace: Workspace): void;
  generate(): void;
  busy: boolean;
}

const errorToast = (error: unknown) =>
  toast.error(error instanceof ToolInputError ? error.title : 'Error', {
    description: error instanceof Error ? error.message : String(error),
  });

/** A file larger than this is refused unread: 100 MB of plan in the text area held the page. */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Said when the views' chunk cannot be fetched (offline before the app was cached). */
const VIEWS_UNAVAILABLE = 'Could not load the workspace views. Check your connection and try again.';

/** What Generate would drop from the board, waiting for the user's answer, with the workspace it would show. */
interface PendingDrop {
  dropped: string[];
  workspace: Workspace;
}

/**
 * Generate Workspace: the spec's blank-text and failure toasts, "Processing..." while it runs. Over an existing
 * board the cards the text still has keep their columns and ticks; cards it would drop are asked about first.
 */
export function useGenerate(
  text: string,
  previous: Workspace | null,
  onWorkspace: (workspace: Workspace) => void,
) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingDrop | null>(null);
  const done = (workspace: Workspace) => {
    onWorkspace(workspace);
    toast.success(GENERATED_MESSAGE);
  };
  async function generate() {
    setBusy(true);
    // Lets "Processing..." paint before the synchronous parse and layout.
    await new Promise((resolve) => setTimeout(resolve, 0));
    let failed = VIEWS_UNAVAILABLE;
    try {
      // Usually preloaded while the page was idle; the views come with the generator, so the result shows at once.
      const views = await loadWorkspaceViews();
      failed = views.GENERATE_FAILED_MESSAGE;
      // Blank text is refused by the generator itself, with the spec's message.
      const { workspace, dropped } = views.runWorkspaceRegenerate({ text, previous }, { clock: systemClock });
      if (dropped.length > 0) setPending({ workspace, dropped });
      else done(workspace);
    } catch (error) {
      console.error('Workspace generation failed', error);
      if (error instanceof ToolInputError) errorToast(error);
      else toast.error('Error', { description: failed });
    } finally {
      setBusy(false);
    }
  }
  return {
    busy,
    generate: () => void generate(),
    pending,
    /** The user agreed: the new workspace, without the dropped cards. */
    confirmDrop: () => {
      if (pending) done(pending.workspace);
      setPending(null);
    },
    /** The user cancelled: the board stays as it was. */
    cancelDrop: () => setPending(null),
  };
}

/** The text area, Load Sample Data, Import File and Generate Workspace. */
export function InputCard({ text, onText, onWorkspace, generate, busy }: InputCardProps) {
  const fileInput = useRef<HTMLInputElement>(null);

  async function importFile(file: File) {
    try {
      if (file.size > MAX_IMPORT_BYTES)
        throw new ToolInputError('Open a file of up to 10 MB.', FILE_REFUSED_TITLES.size);
      const content = decodeTextFile(new Uint8Array(await file.arrayBuffer()), file.name);
      if (/\.json$/i.test(file.name)) {
        const { workspace } = runWorkspaceOpen({ json: content });
        if (workspace) onWorkspace(workspace);
        toast.success('Workspace imported', { description: file.name });
      } else if (/\.(txt|md|markdown)$/i.test(file.name)) {
        onText(content);
        toast.success('File loaded', {
          description: `${file.name}: click "Generate Workspace" to visualize.`,
        });
      } else {
        throw new ToolInputError('Choose a .txt, .md or .json file.', 'Unsupported file');
      }
    } catch (error) {
      errorToast(error);
    }
  }

  return (
    <Pane
      title="Your plan"
      description="Paste notes, a plan or a task list: components, sub-tasks, status, tags, deadlines and priorities are read from the text."
    >
      <div className="grid gap-1.5">
        <label htmlFor="workspace-text" className="text-sm font-medium">
          Text
        </label>
        <Textarea
          id="workspace-text"
          rows={12}
          value={text}
          onChange={(event) => onText(event.target.value)}
          placeholder={
            '# Landing Page\nStatus: In Progress\nTags: frontend, design\n- Wireframes [x]\n- Build pages'
          }
          className="font-mono"
        />
        <p className="text-right text-xs text-muted-foreground" aria-live="polite">
          {text.length.toLocaleString('en-US')} characters
        </p>
        <MarkerGuide />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            onText(runWorkspaceSample({ clock: systemClock }).text);
            toast.success(SAMPLE_LOADED_MESSAGE);
          }}
        >
          <FileText aria-hidden="true" /> Load Sample Data
        </Button>
        <Button variant="outline" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" /> Import File
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".txt,.md,.markdown,.json,text/plain,text/markdown,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Import a .txt, .md or .json file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <RunButton
          className="ml-auto"
          busy={busy}
          busyLabel="Processing..."
          disabled={!text.trim()}
          onClick={generate}
        >
          Generate Workspace
        </RunButton>
      </div>
    </Pane>
  );
}

const code = (marks: readonly string[]) =>
  marks.map((mark, i) => (
    <span key={mark}>
      {i > 0 && ', '}
      <code>{mark}</code>
    </span>
  ));

/** Which markers the reader takes from the text: a status line's keywords and a sub-item's marks. */
function MarkerGuide() {
  return (
    <details className="text-xs text-muted-foreground">
      <summary className="cursor-pointer">Which markers are read</summary>
      <ul className="mt-2 grid gap-1">
        {STATUS_KEYWORDS.map(([status, words]) => (
          <li key={status}>
            <span className="font-medium text-foreground">{status}</span> — a line with <code>status:</code>,
            or a short line or one that opens with any of {code(words)}
          </li>
        ))}
        <li>
          <span className="font-medium text-foreground">A done sub-task</span> — a sub-item with{' '}
          {code(DONE_MARKERS)}
        </li>
        <li>
          <span className="font-medium text-foreground">A blocked sub-task</span> — {code(BLOCKED_MARKERS)}
        </li>
        <li>
          <span className="font-medium text-foreground">A sub-task under way</span> —{' '}
          {code(IN_PROGRESS_MARKERS)}
        </li>
        <li>
          <span className="font-medium text-foreground">A heading&apos;s status</span> — the same marks on a{' '}
          <code>##</code> line (<code>## Search [wip]</code>)
        </li>
      </ul>
    </details>
  );
}
