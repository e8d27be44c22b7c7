import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useDocumentTitle } from '../../components/document-title';
import { NewPasswordForm } from './auth-forms';
import { AuthFrame, FrameSpinner } from './auth-frame';
import { useAuth } from './auth-provider';

/** What GoTrue put in the fragment when the link did not work (used or older than an hour), read before auth-js clears it. */
function linkError(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.get('error_description') ?? (fragment.get('error') ? 'The link did not work.' : null);
}

/**
 * Where the password-reset mail's link lands: auth-js reads the session from the URL fragment (a recovery sign-in),
 * and the user sets a new password. Without a session, or with GoTrue's error in the fragment (a used or expired
 * link opened in a browser still signed in), the link did not work and the page says so.
 */
export default function ResetPasswordPage() {
  const { user, loading, client } = useAuth();
  const navigate = useNavigate();
  const [failure] = useState(linkError);
  useDocumentTitle('Reset password');

  function changed() {
    toast.success('Password updated', {
      description: 'You are signed in with your new password. Other sessions and CLI tokens were signed out.',
    });
    navigate('/', { replace: true });
  }

  return (
    <AuthFrame
      title="Set a new password"
      description={
        user && !failure
          ? `For ${user.email ?? 'your account'}`
          : 'From the link in your password-reset email'
      }
    >
      {loading ? (
        <FrameSpinner />
      ) : user && !failure ? (
        <NewPasswordForm client={client} submitLabel="Set New Password" onChanged={changed} />
      ) : (
        <div className="grid gap-4 text-sm">
          <p role="alert" className="text-error">
            This reset link is invalid or has expired{failure ? `: ${failure}` : '.'}
          </p>
          <p className="text-muted-foreground">
            Links work once, for one hour. Ask for a new one with &ldquo;Forgot password?&rdquo; on the
            sign-in page.
          </p>
          <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </div>
      )}
    </AuthFrame>
  );
}
