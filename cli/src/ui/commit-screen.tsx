import {
  COMMIT_FORMATS,
  COMMIT_SCOPES,
  COMMIT_TYPES,
  type CommitInput,
  FORMAT_LABELS,
  runCommit,
} from '@toolbox/core/tools/commit-message-assistant';
import { Box, render, Text, useApp, useInput } from 'ink';
import { useState } from 'react';
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

/** The interactive `toolbox commit` form: every field updates the three formats below it. */
export function CommitScreen({ scopes, canCommit, onDone }: CommitScreenProps) {
  const { exit } = useApp();
  const [step, setStep] = useState<Step>('type');
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const [input, setInput] = useState<CommitInput>({
    type: 'feat',
    description: '',
    breaking: false,
    issues: [],
  });
  const [issuesText, setIssuesText] = useState('');
  const [body, setBody] = useState('');

  const types = filtered(COMMIT_TYPES, query, (entry) => `${entry.type} ${entry.description}`);
  const scopeChoices = filtered([NO_SCOPE, ...scopes], query, (scope) => scope);
  const move = (to: Step) => {
    setStep(to);
    setQuery('');
    setCursor(0);
  };
  const next = () => move(STEPS[STEPS.indexOf(step) + 1] ?? 'confirm');
  const finish = (result: CommitInput | null) => {
    onDone(result);
    exit();
  };

  useInput((char, key) => {
    if (key.escape) {
      if (step === 'type') finish(null);
      else move(STEPS[STEPS.indexOf(step) - 1] ?? 'type');
      return;
    }
    if (step === 'type' || step === 'scope') {
      const count = step === 'type' ? types.length : scopeChoices.length;
      if (key.upArrow) setCursor((at) => Math.max(0, at - 1));
      else if (key.downArrow) setCursor((at) => Math.min(count - 1, at + 1));
      else if (key.return) {
        if (step === 'type') {
          const chosen = types[cursor];
          if (!chosen) return;
          setInput((current) => ({ ...current, type: chosen.type }));
        } else {
          const chosen = scopeChoices[cursor];
          if (chosen === undefined) return;
          setInput((current) => ({ ...current, scope: chosen === NO_SCOPE ? undefined : chosen }));
        }
        next();
      } else if (key.backspace || key.delete) {
        setQuery((text) => text.slice(0, -1));
        setCursor(0);
      } else if (char && !key.ctrl && !key.meta) {
        setQuery((text) => text + char);
        setCursor(0);
      }
      return;
    }
    if (step === 'breaking') {
      if (char === 'y' || char === 'n' || key.leftArrow || key.rightArrow || char === ' ') {
        setInput((current) => ({
          ...current,
          breaking: char === 'y' ? true : char === 'n' ? false : !current.breaking,
        }));
      } else if (key.return) next();
      return;
    }
    if (step === 'confirm') {
      if (key.return) finish(runCommit({ ...input, body, issues: issuesText }).commit);
      return;
    }
    const value = step === 'description' ? input.description : step === 'body' ? body : issuesText;
    const set = (text: string) => {
      if (step === 'description') setInput((current) => ({ ...current, description: text }));
      else if (step === 'body') setBody(text);
      else setIssuesText(text);
    };
    if (key.return) {
      if (step === 'description' && !input.description.trim()) return;
      next();
    } else if (key.backspace || key.delete) set(value.slice(0, -1));
    else if (char && !key.ctrl && !key.meta) set(value + char);
  });

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
  const root = await git.repositoryRoot(ctx.cwd);
  const staged = root ? await git.stagedFiles(ctx.cwd) : [];
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
