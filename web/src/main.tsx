import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/jetbrains-mono/latin-400.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { registerServiceWorker } from './platform/service-worker';
import { stackConfigured } from './platform/supabase';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// The opened tool page first (index.html has asked for its chunks already), for at most a second: a page that
// arrives after the shell would show a spinner and wait out React's throttle on revealing it. Rendered as a
// transition: React yields to the browser every few milliseconds instead of blocking it for the whole first render.
// A build without a stack shows only how to start one, loaded on its own so the shell does not carry it.
const opened = stackConfigured ? preloadPage(location.pathname) : Promise.resolve();
const screen = stackConfigured
  ? Promise.resolve(<App />)
  : import('./app/stack-missing').then(({ StackMissing }) => <StackMissing />);
Promise.all([screen, Promise.race([opened, new Promise((resolve) => setTimeout(resolve, 1000))])]).then(
  ([element]) => startTransition(() => createRoot(root).render(<StrictMode>{element}</StrictMode>)),
);
registerServiceWorker();
