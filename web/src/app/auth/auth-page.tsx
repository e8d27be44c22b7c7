import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { returnPath } from '../guard';
import { ForgotPasswordForm, SignInForm, SignUpForm } from './auth-forms';
import { AuthFrame, FrameSpinner } from './auth-frame';
import { useAuth } from './auth-provider';

export default function AuthPage() {
  const { user, loading, client } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [forgot, setForgot] = useState(false);
  useDocumentTitle('Sign in');

  const target = returnPath(location.state);
  if (!loading && user) return <Navigate to={target} replace />;
  const goOn = () => navigate(target, { replace: true });

  return (
    <AuthFrame
      title="Welcome"
      description="Sign in to your account or create a new one to get started"
      tagline="Manage your development projects with ease"
    >
      {loading ? (
        <FrameSpinner />
      ) : (
        <Tabs defaultValue="sign-in">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" className="pt-2">
            {forgot ? (
              <ForgotPasswordForm
                client={client}
                email={email}
                onEmailChange={setEmail}
                onBack={() => setForgot(false)}
              />
            ) : (
              <SignInForm
                client={client}
                email={email}
                onEmailChange={setEmail}
                onSignedIn={goOn}
                onForgot={() => setForgot(true)}
              />
            )}
          </TabsContent>
          <TabsContent value="sign-up" className="pt-2">
            <SignUpForm client={client} email={email} onEmailChange={setEmail} onSignedIn={goOn} />
          </TabsContent>
        </Tabs>
      )}
    </AuthFrame>
  );
}
