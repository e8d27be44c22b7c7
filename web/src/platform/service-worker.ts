/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the offline service worker (production builds only). In autoUpdate mode a new worker skips waiting and
 * claims the page, and registerSW reloads the page once it activates, so the next load never runs a stale shell.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  registerSW({ immediate: false });
}
