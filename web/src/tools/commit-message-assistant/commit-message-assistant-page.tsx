import {
  COMMIT_SCOPES,
  COMMIT_TYPES,
  CONFIG_CONVENTIONAL,
  type IssueReference,
  runCommit,
  runMessageLint,
} from '@toolbox/core/tools/commit-message-assistant';
import { ArrowDownToLine, Sparkles } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { useStoredForm } from '../../components/use-stored-state';
import { CommitMessages } from './commit-messages';
import { CommitTypeReference } from './commit-type-reference';

const NO_SCOPE = '';
const DEFAULTS = {
  freeText: '',
  type: 'feat',
  scope: NO_SCOPE,
  description: '',
  body: '',
  issues: '',
  breaking: false,
};
const CHOICES = {
  type: COMMIT_TYPES.map((entry) => entry.type),
  scope: [NO_SCOPE, ...COMMIT_SCOPES],
};

export default function CommitMessageAssistantPage() {
  const [form, update, setForm] = useStoredForm('commit-message-assistant', 'form', DEFAULTS, CHOICES);
  const { freeText, type, scope, description, body, issues, breaking } = form;

  // Every field, Related Issues included, regenerates the three formats (DECISIONS.md); issue references in the
  // header belong in the footer: each one found is offered for Related Issues.
  const { messages, references } = useMemo(
    () => runCommit({ type, scope: scope || undefined, description, body, breaking, issues }),
    [type, scope, description, body, breaking, issues],
  );
  function moveToIssues(reference: IssueReference) {
    setForm((current) => {
      const { moved } = runCommit({ ...current, move: reference });
      return moved ? { ...current, ...moved } : current;
    });
  }

  // Document 001's auto rules pick type, scope and description; a long description becomes a subject within 72
  // characters and the lint's case rule, the rest the body (core's shortHeader); what the lint still refuses is
  // said, not hidden.
  // The body Auto-Generate last wrote: generating again from other text replaces it rather than adding to it.
  const autoBody = useRef('');
  function autoGenerate() {
    if (!freeText.trim()) return;
    const { commit: fitted, messages: written } = runCommit({
      describe: freeText,
      body: body === autoBody.current ? undefined : body,
      breaking,
      issues,
      rules: CONFIG_CONVENTIONAL,
    });
    autoBody.current = fitted.body ?? '';
    setForm((current) => ({
      ...current,
      type: fitted.type,
      scope: fitted.scope ?? NO_SCOPE,
      description: fitted.description,
      body: fitted.body ?? '',
    }));
    toast.success('Messages Generated!', { description: 'Commit messages generated in all formats.' });
    const verdict = runMessageLint({
      message: written?.conventional ?? '',
      rules: CONFIG_CONVENTIONAL,
    }).result;
    if (!verdict.valid)
      toast.warning('The lint still refuses this header', {
        description: `${verdict.errors.map((e) => `${e.message} [${e.rule}]`).join('; ')}. The words are yours to change; the auto rules keep them as described.`,
      });
  }

  const input = (
    <Pane title="Describe your change" description="Write it in your own words, or fill in the fields.">
      <Field label="What did you change?">
        <Textarea
          value={freeText}
          onChange={(event) => update('freeText', event.target.value)}
          placeholder="e.g. Fixed the login bug in auth when the token expires"
          rows={3}
        />
      </Field>
      <Button
        variant="secondary"
        onClick={autoGenerate}
        disabled={!freeText.trim()}
        className="justify-self-start"
      >
        <Sparkles aria-hidden="true" />
        Auto-Generate from Description
      </Button>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type">
          <NativeSelect value={type} onChange={(event) => update('type', event.target.value)}>
            {COMMIT_TYPES.map((entry) => (
              <option key={entry.type} value={entry.type}>
                {entry.emoji} {entry.type}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Scope">
          <NativeSelect value={scope} onChange={(event) => update('scope', event.target.value)}>
            <option value={NO_SCOPE}>No scope</option>
            {COMMIT_SCOPES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Short Description">
        <Input
          value={description}
          onChange={(event) => update('description', event.target.value)}
          placeholder="add login form"
        />
      </Field>
      {references.length > 0 && (
        <section
          className="grid gap-2 rounded-md border border-dashed p-3 text-sm"
          aria-label="Issue references"
        >
          <p className="text-muted-foreground">
            Issue references belong in the footer, not the header (Closes #N closes the issue when merged).
          </p>
          <div className="flex flex-wrap gap-2">
            {references.map((reference) => (
              <Button
                key={`${reference.start}-${reference.text}`}
                variant="outline"
                size="sm"
                onClick={() => moveToIssues(reference)}
              >
                <ArrowDownToLine aria-hidden="true" />
                Move {/^\d+$/.test(reference.issue) ? `#${reference.issue}` : reference.issue} to Related
                Issues
              </Button>
            ))}
          </div>
        </section>
      )}
      <Field label="Body (optional)">
        <Textarea value={body} onChange={(event) => update('body', event.target.value)} rows={3} />
      </Field>
      <Field label="Related Issues" hint="Comma-separated, e.g. 12, 34, GH-7 or PROJ-123">
        <Input
          value={issues}
          onChange={(event) => update('issues', event.target.value)}
          placeholder="12, 34"
        />
      </Field>
      <Checkbox label="Breaking Change" checked={breaking} onCheckedChange={(on) => update('breaking', on)} />
    </Pane>
  );

  return (
    <ToolPage
      toolId="commit-message-assistant"
      onRun={autoGenerate}
      input={input}
      output={<CommitMessages messages={messages} />}
    >
      <CommitTypeReference />
    </ToolPage>
  );
}
