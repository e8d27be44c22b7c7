import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../components/document-title';
import { buttonVariants } from '../components/ui/button';

export default function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle('Page not found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-6xl font-bold tracking-tight">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className={buttonVariants({ className: 'mt-2' })}>
        Return to Home
      </Link>
    </div>
  );
}
