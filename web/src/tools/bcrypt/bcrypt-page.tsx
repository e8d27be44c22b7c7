import { ToolInputError } from '@toolbox/core/errors';
import {
  BCRYPT_COST,
  BCRYPT_MESSAGES,
  BCRYPT_VERSIONS,
  type BcryptCompareResult,
  type BcryptHashResult,
  type BcryptInfo,
  type BcryptVersion,
  runBcryptInfo,
} from '@toolbox/core/tools/bcrypt';
import { useMemo, useState } from 'react';
import { SecretField } from '../../components/secret-field';
import { SelectField } from '../../components/select-field';
import { bindText, NumberField, TextField } from '../../components/text-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { useSavedState } from '../../components/use-stored-state';
import { ValueList } from '../../components/value-list';
import type { BcryptJob } from '../../platform/bcrypt-worker';
import { BcryptSupersededError, runInBcryptWorker } from '../../platform/bcrypt-worker-client';

const PREFIX_LABELS: Partial<Record<BcryptVersion, string>> = {
  '2b': '$2b$ (OpenBSD, today)',
  '2y': '$2y$ (PHP, htpasswd)',
  '2a': '$2a$ (older libraries)',
};

type Failure = { message: string; field: string | undefined };

/** Runs a job in the worker; a failure names its field, a superseded job answers nothing. */
function useBcryptJob<T>(pick: (answer: Awaited<ReturnType<typeof runInBcryptWorker>>) => T | undefined) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<T>();
  const [failure, setFailure] = useState<Failure>();
  async function run(job: BcryptJob) {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await runInBcryptWorker(job);
      if (answer.op === 'failed') {
        setResult(undefined);
        setFailure({ message: answer.message, field: answer.field });
      } else setResult(pick(answer));
      setBusy(false);
    } catch (error) {
      if (error instanceof BcryptSupersededError) return;
      setFailure({ message: error instanceof Error ? error.message : String(error), field: undefined });
      setBusy(false);
    }
  }
  return { busy, result, failure, run, clear: () => setResult(undefined) };
}

const infoRows = (info: BcryptInfo) => [
  { label: 'Version', value: `$${info.version}$` },
  {
    label: 'Cost',
    value: String(info.cost),
    note: `2^${info.cost} = ${info.rounds.toLocaleString('en')} rounds`,
  },
  { label: 'Salt', value: info.salt, note: 'random, in bcrypt’s own Base64' },
  { label: 'Digest', value: info.digest },
];

// Passwords live in memory only: secret fields, never stored, never in the URL or a preset. The cost and the
// prefix are kept and in the page's link.
function HashSection() {
  const [password, setPassword] = useState('');
  const [cost, setCost] = useSavedState('bcrypt', 'cost', BCRYPT_COST.fallback);
  const [savedPrefix, setPrefix] = useSavedState('bcrypt', 'prefix', '2b');
  const prefix = BCRYPT_VERSIONS.find((version) => version === savedPrefix) ?? '2b';
  const job = useBcryptJob<BcryptHashResult>((answer) => (answer.op === 'hash' ? answer.result : undefined));
  const made = job.result;
  const run = () => job.run({ op: 'hash', password, cost, version: prefix });
  return (
    <Pane title="Hash a password">
      <SecretField label="Password to hash" hint="Never saved." value={password} onChange={setPassword} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Cost"
          hint={`${BCRYPT_COST.min}-${BCRYPT_COST.max}; each step doubles the time. 10-12 is usual.`}
          min={BCRYPT_COST.min}
          max={BCRYPT_COST.max}
          value={cost}
          onValue={setCost}
          error={job.failure?.field === 'cost' ? job.failure.message : undefined}
        />
        <SelectField<BcryptVersion>
          label="Prefix"
          value={prefix}
          options={BCRYPT_VERSIONS}
          labels={PREFIX_LABELS}
          onChange={setPrefix}
        />
      </div>
      <RunButton busy={job.busy} busyLabel="Hashing..." onClick={run}>
        Hash
      </RunButton>
      {job.busy && (
        <p role="status" className="text-sm text-muted-foreground">
          Hashing at cost {cost}…
        </p>
      )}
      {job.failure && job.failure.field !== 'cost' && (
        <p role="alert" className="text-sm text-error">
          {job.failure.message}
        </p>
      )}
      {made && (
        <div className="grid gap-2">
          <ValueList
            label="New hash"
            rows={[{ label: 'Hash', value: made.hash }, ...infoRows(made).slice(1, 3)]}
          />
          {made.truncated && <p className="text-sm text-warning">{BCRYPT_MESSAGES.truncated}</p>}
        </div>
      )}
    </Pane>
  );
}

function CheckSection() {
  const [hash, setHash] = useState('');
  const [password, setPassword] = useState('');
  const info = useMemo((): { value: BcryptInfo } | { error: string } | undefined => {
    if (hash.trim() === '') return undefined;
    try {
      return { value: runBcryptInfo(hash) };
    } catch (error) {
      if (!(error instanceof ToolInputError)) throw error;
      return { error: error.message };
    }
  }, [hash]);
  const job = useBcryptJob<BcryptCompareResult>((answer) =>
    answer.op === 'compare' ? answer.result : undefined,
  );
  const compared = job.result;
  const run = () => job.run({ op: 'compare', password, hash });
  const hashError =
    info && 'error' in info ? info.error : job.failure?.field === 'hash' ? job.failure.message : undefined;
  return (
    <Pane title="Check a hash">
      <TextField
        label="Bcrypt hash"
        placeholder="$2y$10$…"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        error={hashError}
        {...bindText(hash, (value) => {
          setHash(value);
          job.clear();
        })}
      />
      {info && 'value' in info && <ValueList label="Hash details" rows={infoRows(info.value)} />}
      <SecretField
        label="Password to check"
        hint="Never saved."
        value={password}
        onChange={(value) => {
          setPassword(value);
          job.clear();
        }}
      />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={job.busy || !info || 'error' in info}
        onClick={run}
      >
        {job.busy ? 'Comparing...' : 'Compare'}
      </Button>
      {job.failure && job.failure.field !== 'hash' && (
        <p role="alert" className="text-sm text-error">
          {job.failure.message}
        </p>
      )}
      {compared && (
        <p role="status" className={compared.matches ? 'text-sm text-success' : 'text-sm text-error'}>
          {compared.matches ? 'Password matches' : 'Password does not match'}
        </p>
      )}
    </Pane>
  );
}

export default function BcryptPage() {
  return <ToolPage toolId="bcrypt" input={<HashSection />} output={<CheckSection />} />;
}
