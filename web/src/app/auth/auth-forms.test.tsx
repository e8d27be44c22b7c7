import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { ForgotPasswordForm, NewPasswordForm, SignInForm, SignUpForm } from './auth-forms';

afterEach(() => vi.restoreAllMocks());

function renderForm(Form: typeof SignInForm, fake = fakeAuthClient()) {
  const onSignedIn = vi.fn();
  let email = '';
  const view = render(
    <Form
      client={fake.client}
      email={email}
      onEmailChange={(next) => (email = next)}
      onSignedIn={onSignedIn}
    />,
  );
  const rerenderWithEmail = (next: string) => {
    email = next;
    view.rerender(
      <Form
        client={fake.client}
        email={email}
        onEmailChange={(value) => (email = value)}
        onSignedIn={onSignedIn}
      />,
    );
  };
  return { ...fake, onSignedIn, setEmail: rerenderWithEmail };
}

describe('SignInForm', () => {
  it('marks both fields required and shows messages instead of calling the server', async () => {
    const { calls } = renderForm(SignInForm);
    expect(screen.getByLabelText('Email')).toHaveProperty('required', true);
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveProperty('required', true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.signIn).toEqual([]);
  });

  it('shows "Signing in..." and disables the button while the request is in flight', async () => {
    const fake = fakeAuthClient();
    const pending = deferred<{ error: null }>();
    fake.answers.signIn = pending.promise;
    const { onSignedIn, setEmail } = renderForm(SignInForm, fake);
    setEmail('jane@example.com');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveProperty('disabled', true);
    await act(async () => pending.resolve({ error: null }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
    expect(fake.calls.signIn).toEqual([{ email: 'jane@example.com', password: 'secret' }]);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('toasts "Sign In Error" with the provider message and keeps the typed e-mail', async () => {
    const error = vi.spyOn(toast, 'error');
    const fake = fakeAuthClient();
    fake.answers.signIn = Promise.resolve({ error: { message: 'Invalid login credentials' } });
    const { onSignedIn, setEmail } = renderForm(SignInForm, fake);
    setEmail('jane@example.com');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('button', { name: 'Sign In' });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Sign In Error', { description: 'Invalid login credentials' }),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'jane@example.com');
    // Inline too, beside the password, linked to it for screen readers.
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe(
      'Invalid login credentials',
    );
  });

  it('puts "Email not confirmed" beside the e-mail', async () => {
    const fake = fakeAuthClient();
    fake.answers.signIn = Promise.resolve({
      error: { message: 'Email not confirmed', code: 'email_not_confirmed' },
    });
    const { setEmail } = renderForm(SignInForm, fake);
    setEmail('jane@example.com');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Email not confirmed')).toBeTruthy();
  });
});

describe('ForgotPasswordForm', () => {
  function renderForgot(fake = fakeAuthClient(), initialEmail = '') {
    let email = initialEmail;
    const onBack = vi.fn();
    const view = () => (
      <ForgotPasswordForm
        client={fake.client}
        email={email}
        onEmailChange={(next) => (email = next)}
        onBack={onBack}
      />
    );
    const rendered = render(view());
    return { ...fake, onBack, rerender: () => rendered.rerender(view()) };
  }

  it('asks for a valid e-mail before calling the server', async () => {
    const { calls } = renderForgot(fakeAuthClient(), 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(calls.reset).toEqual([]);
  });

  it('mails the link to /reset-password on this origin and says to check the inbox', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls, onBack } = renderForgot(fakeAuthClient(), ' jane@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('status')).textContent).toContain('jane@example.com');
    expect(calls.reset).toEqual([
      { email: 'jane@example.com', redirectTo: `${window.location.origin}/reset-password` },
    ]);
    expect(success).toHaveBeenCalledWith('Check your email', {
      description: 'We sent a link to reset your password.',
    });
    expect(screen.getByRole('button', { name: 'Send Again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('shows a refusal (rate limit) inline and in a toast', async () => {
    const error = vi.spyOn(toast, 'error');
    const fake = fakeAuthClient();
    const message = 'For security purposes, you can only request this after 42 seconds.';
    fake.answers.reset = Promise.resolve({ error: { message, code: 'over_email_send_rate_limit' } });
    renderForgot(fake, 'jane@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Reset Error', { description: message });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('NewPasswordForm', () => {
  function fill(password: string, confirm: string) {
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  }

  it('checks length and confirmation before calling the server, then sets the password', async () => {
    const fake = fakeAuthClient({ session: fakeSession() });
    const onChanged = vi.fn();
    render(<NewPasswordForm client={fake.client} submitLabel="Save" onChanged={onChanged} />);
    fill('12345', '12345');
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    fill('secret-1', 'secret-2');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(fake.calls.updateUser).toEqual([]);
    fill('secret-1', 'secret-1');
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(fake.calls.updateUser).toEqual([{ password: 'secret-1' }]);
  });

  it('shows the server refusal beside the new password', async () => {
    const fake = fakeAuthClient({ session: fakeSession() });
    const message = 'New password should be different from the old password.';
    fake.answers.updateUser = Promise.resolve({ error: { message, code: 'same_password' } });
    const onChanged = vi.fn();
    render(<NewPasswordForm client={fake.client} submitLabel="Save" onChanged={onChanged} />);
    fill('secret-1', 'secret-1');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).toBe('true');
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('SignUpForm', () => {
  async function submit(
    fake: ReturnType<typeof fakeAuthClient>,
    values: { name?: string; password: string },
  ) {
    const form = renderForm(SignUpForm, fake);
    form.setEmail('new@example.com');
    if (values.name) fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: values.name } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    return form;
  }

  it('requires a password of at least 6 characters', async () => {
    const fake = fakeAuthClient();
    await submit(fake, { password: '12345' });
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toHaveProperty('minLength', 6);
    expect(fake.calls.signUp).toEqual([]);
  });

  it('sends a blank full name as an empty string and the origin as redirect target', async () => {
    const fake = fakeAuthClient();
    const { onSignedIn } = await submit(fake, { password: 'secret1' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(fake.calls.signUp).toEqual([
      {
        email: 'new@example.com',
        password: 'secret1',
        options: { emailRedirectTo: `${window.location.origin}/`, data: { full_name: '' } },
      },
    ]);
  });

  it('shows "Creating account..." while busy', async () => {
    const fake = fakeAuthClient();
    const pending = deferred<{ error: null; session: null }>();
    fake.answers.signUp = pending.promise;
    await submit(fake, { name: 'Ada', password: 'secret1' });
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toHaveProperty(
      'disabled',
      true,
    );
    await act(async () => pending.resolve({ error: null, session: null }));
    expect((fake.calls.signUp[0] as { options: { data: unknown } }).options.data).toEqual({
      full_name: 'Ada',
    });
  });

  it('asks to confirm the e-mail and stays when the server returns no session', async () => {
    const success = vi.spyOn(toast, 'success');
    const fake = fakeAuthClient();
    fake.answers.signUp = Promise.resolve({ error: null, session: null });
    const { onSignedIn } = await submit(fake, { password: 'secret1' });
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Success!', {
        description: 'Please check your email to confirm your account.',
      }),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('goes on when the server signs the user in at once', async () => {
    const fake = fakeAuthClient();
    fake.answers.signUp = Promise.resolve({ error: null, session: fakeSession('new@example.com') });
    const { onSignedIn } = await submit(fake, { password: 'secret1' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('toasts "Sign Up Error" with the provider message', async () => {
    const error = vi.spyOn(toast, 'error');
    const fake = fakeAuthClient();
    fake.answers.signUp = Promise.resolve({ error: { message: 'User already registered' }, session: null });
    await submit(fake, { password: 'secret1' });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Sign Up Error', { description: 'User already registered' }),
    );
  });
});
