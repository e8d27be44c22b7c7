import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { SignInForm, SignUpForm } from './auth-forms';

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
