import { Spinner } from '../components/ui/spinner';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      className={
        fullScreen
          ? 'flex min-h-svh items-center justify-center'
          : 'flex min-h-[50vh] items-center justify-center'
      }
    >
      <Spinner label="Loading" className="size-8 text-muted-foreground" />
    </div>
  );
}
