import type { Tool } from '@toolbox/core/registry';
import { createContext, type ReactNode } from 'react';

/**
 * Controls the shell adds to every tool page's header (the favourite star); none outside the shell. A module of its
 * own: the shell provides it, and importing it from tool-page.tsx put the tool page's frame (its card, copy link and
 * run shortcut) in the shell, which the dashboard's first visit loads and never shows.
 */
export const ToolHeaderExtras = createContext<((tool: Tool) => ReactNode) | null>(null);
