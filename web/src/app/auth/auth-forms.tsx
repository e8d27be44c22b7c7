import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { bindText, TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
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

export function SignInForm({
  client,
  email,
  onEmailChange,
  onSignedIn,
  onForgot,
}: FormProps & { onForgot?(): void }) {
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
      <TextField
        label="Password"
        id={`${id}-password`}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        required
        {...bindText(password, setPassword)}
      />
      {onForgot && (
        <Button type="button" variant="link" className="h-auto justify-self-end p-0" onClick={onForgot}>
          Forgot password?
        </Button>
      )}
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
      <TextField
        label="Full Name"
        id={`${id}-name`}
        hint="Optional"
        autoComplete="name"
        placeholder="Ada Lovelace"
        {...bindText(fullName, setFullName)}
      />
      <EmailField id={`${id}-email`} error={errors.email} email={email} onEmailChange={onEmailChange} />
      <NewPasswordField
        label="Password"
        id={`${id}-password`}
        error={errors.password}
        password={password}
        onChange={setPassword}
      />
      <SubmitButton busy={busy} busyLabel="Creating account..." label="Create Account" />
    </form>
  );
}

/** A password being chosen (sign-up, reset, change): the length rule as hint, the browser told it is new. */
function NewPasswordField({
  label,
  id,
  error,
  password,
  onChange,
}: {
  label: string;
  id: string;
  error: string | undefined;
  password: string;
  onChange(password: string): void;
}) {
  return (
    <TextField
      label={label}
      id={id}
      error={error}
      hint={`At least ${minPasswordLength} characters`}
      type="password"
      autoComplete="new-password"
      required
      minLength={minPasswordLength}
      {...bindText(password, onChange)}
    />
  );
}

function EmailField({
  id,
  error,
  email,
  onEmailChange,
}: Pick<FormProps, 'email' | 'onEmailChange'> & { id: string; error?: string }) {
  return (
    <TextField
      label="Email"
      id={id}
      error={error}
      type="email"
      autoComplete="email"
      required
      placeholder="you@example.com"
      {...bindText(email, onEmailChange)}
    />
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
      const message = messageOf(error);
      toast.error(errorTitle, { description: message });
      // Also beside the field it concerns, so it stays readable after the toast has gone (issue 28).
      setErrors({ [serverErrorField(mode, error)]: message });
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, submit };
}

/** Which field a server error belongs beside: the e-mail for account problems, else the password. */
function serverErrorField(mode: 'sign-in' | 'sign-up', error: unknown): keyof AuthFieldErrors {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (mode === 'sign-in') return code === 'email_not_confirmed' ? 'email' : 'password';
  return code === 'weak_password' || /password/i.test(messageOf(error)) ? 'password' : 'email';
}

function messageOf(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message ? message : 'Something went wrong. Please try again.';
}

/** "Forgot password?": mails a reset link whose page is /reset-password; says the same whether or not the address has an account. */
export function ForgotPasswordForm({
  client,
  email,
  onEmailChange,
  onBack,
}: Pick<FormProps, 'client' | 'email' | 'onEmailChange'> & { onBack(): void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm('sign-in', { email, password: 'unused' }).email;
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      const { error: failure } = await client.resetPasswordForEmail(email.trim(), {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (failure) throw failure;
      setSentTo(email.trim());
      toast.success('Check your email', { description: 'We sent a link to reset your password.' });
    } catch (failure) {
      const message = messageOf(failure);
      setError(message);
      toast.error('Reset Error', { description: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset password">
      <p className="text-sm text-muted-foreground">
        Enter your account&apos;s email and we will send you a link to set a new password.
      </p>
      <EmailField id={`${id}-email`} error={error} email={email} onEmailChange={onEmailChange} />
      {sentTo && (
        <p role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
          Check your email. If an account uses {sentTo}, a link to reset its password is on its way; it works
          for one hour.
        </p>
      )}
      <SubmitButton busy={busy} busyLabel="Sending..." label={sentTo ? 'Send Again' : 'Send Reset Link'} />
      <Button type="button" variant="link" className="justify-self-center" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}

/** New password + confirmation, then `PUT /user`: the reset screen and the profile share it. */
export function NewPasswordForm({
  client,
  submitLabel,
  onChanged,
}: {
  client: AuthClient;
  submitLabel: string;
  onChanged(): void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: { password?: string; confirm?: string } = {};
    if (!password) found.password = 'Password is required.';
    else if (password.length < minPasswordLength)
      found.password = `Password must be at least ${minPasswordLength} characters.`;
    if (!found.password && confirm !== password) found.confirm = 'The passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { error } = await client.updateUser({ password });
      if (error) throw error;
      setPassword('');
      setConfirm('');
      onChanged();
    } catch (error) {
      const message = messageOf(error);
      setErrors({ password: message });
      toast.error('Password Error', { description: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Set a new password">
      <NewPasswordField
        label="New Password"
        id={`${id}-password`}
        error={errors.password}
        password={password}
        onChange={setPassword}
      />
      <TextField
        label="Confirm New Password"
        id={`${id}-confirm`}
        error={errors.confirm}
        type="password"
        autoComplete="new-password"
        required
        {...bindText(confirm, setConfirm)}
      />
      <SubmitButton busy={busy} busyLabel="Saving..." label={submitLabel} />
    </form>
  );
}
