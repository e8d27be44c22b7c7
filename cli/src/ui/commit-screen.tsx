import {
  COMMIT_FORMATS,
  COMMIT_SCOPES,
  COMMIT_TYPES,
  type CommitInput,
  FORMAT_LABELS,
  runCommit,
} from '@toolbox/core/tools/commit-message-assistant';
import { Box, type Key, render, Text, useApp, useInput } from 'ink';
import { useEffect, useReducer } from 'react';
import type { CliContext } from '../context';

type Step = 'type' | 'scope' | 'description' | 'body' | 'breaking' | 'issues' | 'confirm';
const STEPS: readonly Step[] = ['type', 'scope', 'description', 'body', 'breaking', 'issues', 'confirm'];
const NO_SCOPE = '(no scope)';

export interface CommitScreenProps {
  scopes: readonly string[];
  /** What Enter on the last step does: commit through git, or print the message. */
  canCommit: boolean;
  onDone(result: CommitInput | null): void;
}

function filtered<T>(items: readonly T[], query: string, text: (item: T) => string): T[] {
  const needle = query.toLowerCase();
  return items.filter((item) => text(item).toLowerCase().includes(needle));
}

interface FormState {
  step: Step;
  /** The search text of the type and scope lists. */
  query: string;
  cursor: number;
  input: CommitInput;
  issuesText: string;
  body: string;
  /** Set once Enter on the last step or Esc on the first ends the form: null when cancelled. */
  outcome?: { result: CommitInput | null };
}

const START: FormState = {
  step: 'type',
  query: '',
  cursor: 0,
  input: { type: 'feat', description: '', breaking: false, issues: [] },
  issuesText: '',
  body: '',
};

function moveTo(state: FormState, step: Step): FormState {
  return { ...state, step, query: '', cursor: 0 };
}

/**
 * One keystroke applied to the form. A reducer, so keys that arrive before the next render (a fast typist, a
 * loaded machine) each see the state the previous key left, and none is lost.
 */
function pressed(
  state: FormState,
  { char, key }: { char: string; key: Key },
  scopes: readonly string[],
): FormState {
  const { step } = state;
  if (state.outcome) return state;
  if (key.escape) {
    return step === 'type'
      ? { ...state, outcome: { result: null } }
      : moveTo(state, STEPS[STEPS.indexOf(step) - 1] ?? 'type');
  }
  const next = () => moveTo(state, STEPS[STEPS.indexOf(step) + 1] ?? 'confirm');
  if (step === 'type' || step === 'scope') {
    const types = filtered(COMMIT_TYPES, state.query, typeText);
    const scopeChoices = filtered([NO_SCOPE, ...scopes], state.query, (scope) => scope);
    const count = step === 'type' ? types.length : scopeChoices.length;
    if (key.upArrow) return { ...state, cursor: Math.max(0, state.cursor - 1) };
    if (key.downArrow) return { ...state, cursor: Math.min(count - 1, state.cursor + 1) };
    if (key.return) {
      if (step === 'type') {
        const chosen = types[state.cursor];
        return chosen ? { ...next(), input: { ...state.input, type: chosen.type } } : state;
      }
      const chosen = scopeChoices[state.cursor];
      if (chosen === undefined) return state;
      return { ...next(), input: { ...state.input, scope: chosen === NO_SCOPE ? undefined : chosen } };
    }
    if (key.backspace || key.delete) return { ...state, query: state.query.slice(0, -1), cursor: 0 };
    if (char && !key.ctrl && !key.meta) return { ...state, query: state.query + char, cursor: 0 };
    return state;
  }
  if (step === 'breaking') {
    if (char === 'y' || char === 'n' || key.leftArrow || key.rightArrow || char === ' ') {
      const breaking = char === 'y' ? true : char === 'n' ? false : !state.input.breaking;
      return { ...state, input: { ...state.input, breaking } };
    }
    return key.return ? next() : state;
  }
  if (step === 'confirm') {
    if (!key.return) return state;
    const { commit } = runCommit({ ...state.input, body: state.body, issues: state.issuesText });
    return { ...state, outcome: { result: commit } };
  }
  if (key.return) return step === 'description' && !state.input.description.trim() ? state : next();
  const value =
    step === 'description' ? state.input.description : step === 'body' ? state.body : state.issuesText;
  const typed =
    key.backspace || key.delete
      ? value.slice(0, -1)
      : char && !key.ctrl && !key.meta
        ? value + char
        : undefined;
  if (typed === undefined) return state;
  if (step === 'description') return { ...state, input: { ...state.input, description: typed } };
  return step === 'body' ? { ...state, body: typed } : { ...state, issuesText: typed };
}

const typeText = (entry: (typeof COMMIT_TYPES)[number]) => `${entry.type} ${entry.description}`;

/**
 * Ink hands what arrived in one read as one input: keys typed ahead while the process was busy, or a paste,
 * "crash on save⏎" with its Enter inside. Each character is a key of its own here, Enter and Backspace included
 * (escape sequences such as the arrows always come apart, and Ctrl or Alt with a key is one key).
 */
function keystrokes(char: string, key: Key): { char: string; key: Key }[] {
  if (char.length <= 1 || key.ctrl || key.meta || key.escape) return [{ char, key }];
  return Array.from(char, (one) => {
    if (one === '\r' || one === '\n') return { char: '', key: { ...key, return: true } };
    if (one === '\x7f' || one === '\b') return { char: '', key: { ...key, backspace: true } };
    return { char: one, key };
  });
}

/** The interactive `toolbox commit` form: every field updates the three formats below it. */
export function CommitScreen({ scopes, canCommit, onDone }: CommitScreenProps) {
  const { exit } = useApp();
  const [state, press] = useReducer(
    (current: FormState, keystroke: { char: string; key: Key }) => pressed(current, keystroke, scopes),
    START,
  );
  const { step, query, cursor, input, issuesText, body, outcome } = state;
  const types = filtered(COMMIT_TYPES, query, typeText);
  const scopeChoices = filtered([NO_SCOPE, ...scopes], query, (scope) => scope);

  useInput((char, key) => {
    for (const keystroke of keystrokes(char, key)) press(keystroke);
  });
  useEffect(() => {
    if (!outcome) return;
    onDone(outcome.result);
    exit();
  }, [outcome, onDone, exit]);

  const { messages } = runCommit({ ...input, body, issues: issuesText });
  const field = (name: Step, label: string, value: string) => (
    <Text>
      <Text color={step === name ? 'cyan' : 'gray'}>{step === name ? '› ' : '  '}</Text>
      <Text bold={step === name}>{label}: </Text>
      <Text>{value}</Text>
      {step === name && name !== 'breaking' ? <Text inverse> </Text> : null}
    </Text>
  );
  const typeEntry = COMMIT_TYPES.find((entry) => entry.type === input.type);

  return (
    <Box flexDirection="column">
      <Text bold>Commit message</Text>
      {step === 'type' ? (
        <Box flexDirection="column">
          <Text>
            <Text color="cyan">› </Text>
            <Text bold>Type</Text> <Text color="gray">(type to search)</Text> {query}
            <Text inverse> </Text>
          </Text>
          {types.map((entry, index) => (
            <Text key={entry.type} color={index === cursor ? 'cyan' : undefined}>
              {index === cursor ? '  ❯ ' : '    '}
              {entry.emoji} {entry.type.padEnd(9)} <Text color="gray">{entry.description}</Text>
            </Text>
          ))}
        </Box>
      ) : (
        <Text>
          {'  '}
          <Text bold>Type: </Text>
          {typeEntry?.emoji} {input.type}
        </Text>
      )}
      {step === 'scope' ? (
        <Box flexDirection="column">
          <Text>
            <Text color="cyan">› </Text>
            <Text bold>Scope</Text> {query}
            <Text inverse> </Text>
          </Text>
          {scopeChoices.slice(Math.max(0, cursor - 5), Math.max(0, cursor - 5) + 10).map((scope) => (
            <Text key={scope} color={scope === scopeChoices[cursor] ? 'cyan' : undefined}>
              {scope === scopeChoices[cursor] ? '  ❯ ' : '    '}
              {scope}
            </Text>
          ))}
        </Box>
      ) : STEPS.indexOf(step) > 1 ? (
        <Text>
          {'  '}
          <Text bold>Scope: </Text>
          {input.scope ?? NO_SCOPE}
        </Text>
      ) : null}
      {STEPS.indexOf(step) >= 2 ? field('description', 'Description', input.description) : null}
      {STEPS.indexOf(step) >= 3 ? field('body', 'Body', body) : null}
      {STEPS.indexOf(step) >= 4
        ? field('breaking', 'Breaking change (y/n)', input.breaking ? 'yes' : 'no')
        : null}
      {STEPS.indexOf(step) >= 5 ? field('issues', 'Closes issues (12,34)', issuesText) : null}
      <Box flexDirection="column" marginTop={1}>
        {messages ? (
          COMMIT_FORMATS.map((format) => (
            <Box key={format} flexDirection="column">
              <Text color="gray">{FORMAT_LABELS[format]}</Text>
              <Text>{messages[format]}</Text>
            </Box>
          ))
        ) : (
          <Text color="gray">Describe your changes to generate commit messages.</Text>
        )}
      </Box>
      <Text color="gray">
        {step === 'confirm'
          ? `Enter ${canCommit ? 'commits the Conventional message' : 'prints the Conventional message'} · Esc goes back`
          : 'Enter next · Esc back'}
      </Text>
    </Box>
  );
}

/** Runs the form, then commits (inside a repository with staged changes) or prints the message. */
export async function runCommitScreen(ctx: CliContext): Promise<number> {
  const git = await import('../platform/git');
  const { workspaceScopes, scopeOfFiles } = await import('../platform/workspace-scopes');
  const [root, staged] = await Promise.all([git.repositoryRoot(ctx.cwd), git.stagedFiles(ctx.cwd)]);
  const workspace = root ? workspaceScopes(root) : [];
  const first = scopeOfFiles(workspace, staged);
  const scopes = [
    ...new Set([...(first ? [first] : []), ...COMMIT_SCOPES, ...workspace.map((entry) => entry.scope)]),
  ];
  let result: CommitInput | null = null;
  const app = render(
    <CommitScreen
      scopes={scopes}
      canCommit={staged.length > 0}
      onDone={(value) => {
        result = value;
      }}
    />,
    { stdin: ctx.stdin() as NodeJS.ReadStream, stdout: ctx.stdout as NodeJS.WriteStream, exitOnCtrlC: true },
  );
  await app.waitUntilExit();
  const chosen = result as CommitInput | null;
  if (!chosen) return ctx.exit.failed;
  const message = runCommit(chosen).messages?.conventional;
  if (message === undefined) return ctx.exit.failed;
  if (staged.length > 0)
    return (await git.commitWithMessage(ctx.cwd, `${message}\n`)) === 0 ? ctx.exit.ok : ctx.exit.failed;
  ctx.print(message);
  return ctx.exit.ok;
}
