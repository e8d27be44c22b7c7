import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { BrandMark } from '../brand';
import { ThemeToggle } from '../theme-toggle';

/** The signed-out pages' frame: theme toggle, brand, and one centred card whose title is the page's h1. */
export function AuthFrame({
  title,
  description,
  tagline,
  children,
}: {
  title: string;
  description: ReactNode;
  tagline?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <main className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <BrandMark className="size-10" />
          <p className="text-lg font-semibold tracking-tight">Dev Toolbox</p>
          {tagline && <p className="text-sm text-muted-foreground">{tagline}</p>}
        </div>
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}

/** What a frame shows while the session is being read. */
export function FrameSpinner() {
  return (
    <div className="flex justify-center py-8">
      <Spinner label="Loading" className="size-6 text-muted-foreground" />
    </div>
  );
}
