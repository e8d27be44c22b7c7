import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '../../components/field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import type { AuthClient } from './auth-client';
import { type AuthFieldErrors, minPasswordLength, validateAuthForm } from './auth-validation';

interface FormProps {
  client: AuthClient;
  email: string;
  onEmailChange(email: string): void;
  /** Called when the server has signed the user in. */
  onSignedIn(): void;
}

export function SignInForm({ client, email, onEmailChange, onSignedIn }: FormProps) {
  const [password, setPassword] = useState('');
  const id = useId();
  const { busy, errors, submit } = useAuthSubmit(
    'sign-in',
    'Sign In Error',
    { email, password },
    async () => {
      const { error } = await client.signInWithPassword({ email: email.trim(), password });
      if (error) throw error;
      onSignedIn();
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign in">
      <EmailField id={`${id}-email`} error={errors.email} email={email} onEmailChange={onEmailChange} />
      <Field label="Password" id={`${id}-password`} error={errors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <SubmitButton busy={busy} busyLabel="Signing in..." label="Sign In" />
    </form>
  );
}

export function SignUpForm({ client, email, onEmailChange, onSignedIn }: FormProps) {
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();
  const { busy, errors, submit } = useAuthSubmit(
    'sign-up',
    'Sign Up Error',
    { email, password },
    async () => {
      const { data, error } = await client.signUp({
        email: email.trim(),
        password,
        options: { emailRedirectTo: `${window.location.origin}/`, data: { full_name: fullName.trim() } },
      });
      if (error) throw error;
      if (data.session) {
        onSignedIn();
        return;
      }
      toast.success('Success!', { description: 'Please check your email to confirm your account.' });
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign up">
      <Field label="Full Name" id={`${id}-name`} hint="Optional">
        <Input
          autoComplete="name"
          placeholder="Ada Lovelace"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
      </Field>
      <EmailField id={`${id}-email`} error={errors.email} email={email} onEmailChange={onEmailChange} />
      <Field
        label="Password"
        id={`${id}-password`}
        error={errors.password}
        hint={`At least ${minPasswordLength} characters`}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          minLength={minPasswordLength}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <SubmitButton busy={busy} busyLabel="Creating account..." label="Create Account" />
    </form>
  );
}

function EmailField({
  id,
  error,
  email,
  onEmailChange,
}: Pick<FormProps, 'email' | 'onEmailChange'> & { id: string; error?: string }) {
  return (
    <Field label="Email" id={id} error={error}>
      <Input
        type="email"
        autoComplete="email"
        required
        placeholder="you@example.com"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
    </Field>
  );
}

function SubmitButton({ busy, busyLabel, label }: { busy: boolean; busyLabel: string; label: string }) {
  return (
    <Button type="submit" disabled={busy} className="w-full">
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** The flow both forms share: validate, stay busy while the call runs, toast the provider's message on failure. */
function useAuthSubmit(
  mode: 'sign-in' | 'sign-up',
  errorTitle: string,
  fields: { email: string; password: string },
  run: () => Promise<void>,
) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<AuthFieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm(mode, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await run();
    } catch (error) {
      toast.error(errorTitle, { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, submit };
}

function messageOf(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message ? message : 'Something went wrong. Please try again.';
}
