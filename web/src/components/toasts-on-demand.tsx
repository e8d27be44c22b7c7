import { useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * sonner on demand: the build hands every other module's `import … from 'sonner'` this module instead
 * (`toastsOnDemand` in vite.config.ts), so sonner (~9 KB gzipped, its styles included) loads with the first toast,
 * not with the shell: a page that shows no toast never fetches it. A toast asked for before sonner has arrived is
 * shown once it has (calls keep their order), and the Toaster mounts then; sonner shows a toast made before its
 * Toaster subscribed.
 */
type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading';

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      loaded = sonner;
      for (const listener of listeners) listener();
      return sonner;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Runs `call` with sonner now if it is here, else once it has arrived (a failed load drops it). */
function withSonner(call: (sonner: Sonner) => void): void {
  if (loaded) call(loaded);
  else load().then(call, () => undefined);
}

let count = 0;

/** A toast of `kind`, its id chosen here (as sonner would) so the caller has it before sonner has loaded. */
const show =
  (kind: Kind | 'default') =>
  (message: Message, data?: ExternalToast): string | number => {
    const id = data?.id ?? `toast-${++count}`;
    withSonner(({ toast }) => (kind === 'default' ? toast : toast[kind])(message, { ...data, id }));
    return id;
  };

export const toast = Object.assign(show('default'), {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  message: show('message'),
  loading: show('loading'),
  dismiss: (id?: string | number) => {
    withSonner(({ toast }) => toast.dismiss(id));
    return id as string | number;
  },
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** sonner's Toaster once a toast has loaded sonner; nothing before. */
export function Toaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(subscribe, () => loaded);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
