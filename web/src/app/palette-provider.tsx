import { createContext, type ReactNode, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { LoadBoundary } from '../components/load-boundary';
import { retryableLazy } from '../components/retryable-lazy';

// cmdk and the result list load on first open, keeping them out of the shell's first download.
const CommandPalette = retryableLazy(() => import('./command-palette'));

interface PaletteValue {
  open: boolean;
  setOpen(open: boolean): void;
}

const PaletteContext = createContext<PaletteValue | null>(null);

function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

export function PaletteProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen((current) => !current);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  const value = useMemo(() => ({ open, setOpen }), [open]);
  return (
    <PaletteContext.Provider value={value}>
      {children}
      {(open || loaded) && (
        <LoadBoundary what="page">
          <Suspense fallback={null}>
            <CommandPalette open={open} onOpenChange={setOpen} />
          </Suspense>
        </LoadBoundary>
      )}
    </PaletteContext.Provider>
  );
}

export function usePalette(): PaletteValue {
  const value = useContext(PaletteContext);
  if (!value) throw new Error('usePalette needs a PaletteProvider');
  return value;
}
