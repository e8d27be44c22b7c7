import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { BrandMark } from '../brand';
import { returnPath } from '../guard';
import { ThemeToggle } from '../theme-toggle';
import { SignInForm, SignUpForm } from './auth-forms';
import { useAuth } from './auth-provider';

export default function AuthPage() {
  const { user, loading, client } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  useDocumentTitle('Sign in');

  const target = returnPath(location.state);
  if (!loading && user) return <Navigate to={target} replace />;
  const goOn = () => navigate(target, { replace: true });

  return (
    <div className="relative flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <main className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <BrandMark className="size-10" />
          <p className="text-lg font-semibold tracking-tight">Dev Toolbox</p>
          <p className="text-sm text-muted-foreground">Manage your development projects with ease</p>
        </div>
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-xl">
              Welcome
            </CardTitle>
            <CardDescription>Sign in to your account or create a new one to get started</CardDescription>
          </CardHeader>
          <CardContent>
            {loading ? (
              <div className="flex justify-center py-8">
                <Spinner label="Loading" className="size-6 text-muted-foreground" />
              </div>
            ) : (
              <Tabs defaultValue="sign-in">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                  <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in" className="pt-2">
                  <SignInForm client={client} email={email} onEmailChange={setEmail} onSignedIn={goOn} />
                </TabsContent>
                <TabsContent value="sign-up" className="pt-2">
                  <SignUpForm client={client} email={email} onEmailChange={setEmail} onSignedIn={goOn} />
                </TabsContent>
              </Tabs>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
