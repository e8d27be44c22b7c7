import { RotateCw, TriangleAlert, WifiOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from './retryable-lazy';
import { Button } from './ui/button';

/** What a lazily loaded chunk's failure says in Chromium, Firefox and Safari, and in Vite's preloader. */
const LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && (LOAD_FAILURE.test(error.message) || error.name === 'ChunkLoadError');
}

interface LoadBoundaryProps {
  /** What failed, as the message names it: "tool" on a tool's route, "page" elsewhere. */
  what: 'tool' | 'page';
  /** A new key (the next route) clears the failure. */
  resetKey?: unknown;
  children: ReactNode;
}

interface LoadBoundaryState {
  failure: { error: unknown } | null;
}

/**
 * Around everything loaded with `retryableLazy`: a failed load (offline, or a deploy that removed the chunk) shows
 * an inline message with Retry, which starts the failed imports over and renders the children again, instead of
 * the whole app going blank. Any other error in the subtree shows its message the same way.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): LoadBoundaryState {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: LoadBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.failure) this.setState({ failure: null });
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <LoadFailed
        what={this.props.what}
        error={failure.error}
        onRetry={() => {
          retryFailedLoads();
          this.setState({ failure: null });
        }}
      />
    );
  }
}

function LoadFailed({ what, error, onRetry }: { what: 'tool' | 'page'; error: unknown; onRetry(): void }) {
  const offline = isLoadFailure(error);
  const Icon = offline ? WifiOff : TriangleAlert;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center"
    >
      <span className="rounded-full bg-muted p-3 text-muted-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="font-medium">
        {offline ? `Couldn't load this ${what} (offline?)` : `This ${what} stopped with an error`}
      </p>
      <p className="text-sm text-muted-foreground">
        {offline
          ? 'Check your connection, then retry.'
          : error instanceof Error
            ? error.message
            : String(error)}
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
