import { isLinkableField, PRESET_SHAPES } from '@toolbox/core/presets';
import type { ToolId } from '@toolbox/core/registry';
import { INPUTS_REPLACED_EVENT } from '../platform/stored-inputs';
import { MAX_LINK_VALUE, markRefused, markTooLarge } from './link-status';

// A tool page's inputs in its URL's query (`/cron?expression=30+9+*+*+1-5&count=5`), so a copied link reproduces
// them without any server. The stored-input hooks (use-stored-state.ts) read a page's link before what the browser
// kept and write every change back with replaceState (no history entry per keystroke). Only fields of the tool's
// preset shape that are not secrets enter it (isLinkableField), and no value longer than MAX_LINK_VALUE.

/** Query parameters other parts of the app read. */
const RESERVED = new Set(['tab', 'project']);

const pagePath = (toolId: ToolId) => `/${toolId}`;

function onPage(toolId: ToolId): boolean {
  return typeof window !== 'undefined' && window.location.pathname.replace(/\/+$/, '') === pagePath(toolId);
}

/** The query parameter of `key` in the stored field `field`: a form's keys by name, except in the page's second form. */
export function paramName(field: string, key?: string): string {
  return key === undefined || field === 'form' ? (key ?? field) : `${field}.${key}`;
}

function encodeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * `text` read as a value of `like`'s type, or a sentence saying why it cannot be one. Strings are taken as they
 * are, numbers and booleans as written, lists and structured values as JSON of the same shape.
 */
export function decodeValue(text: string, like: unknown): { value: unknown } | { error: string } {
  if (typeof like === 'string') return { value: text };
  if (typeof like === 'number') {
    const value = text.trim() === '' ? Number.NaN : Number(text);
    return Number.isFinite(value) ? { value } : { error: 'must be a number' };
  }
  if (typeof like === 'boolean')
    return text === 'true' || text === 'false'
      ? { value: text === 'true' }
      : { error: 'must be true or false' };
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(like) !== Array.isArray(value) || typeof value !== 'object' || value === null)
      return { error: Array.isArray(like) ? 'must be a JSON list' : 'must be a JSON object' };
    return { value };
  } catch {
    return { error: 'is not valid JSON' };
  }
}

/** A structured field's text read as JSON, an object or a list; the tool's own reader checks the rest. */
export function decodeStructured(text: string): { value: unknown } | { error: string } {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null
      ? { value }
      : { error: 'must be a JSON object or list' };
  } catch {
    return { error: 'is not valid JSON' };
  }
}

export function refuse(toolId: ToolId, name: string, why: string) {
  markRefused(pagePath(toolId), `This link's "${name}" ${why}, so it was left out.`);
}

/** The link's text for `name` on `toolId`'s page, when the page is open at a link holding it. */
export function linkParam(toolId: ToolId, name: string): string | undefined {
  if (!onPage(toolId) || RESERVED.has(name)) return undefined;
  return new URLSearchParams(window.location.search).get(name) ?? undefined;
}

/** Every parameter of the page's link whose name starts with `prefix`, by the rest of its name. */
export function linkParams(toolId: ToolId, prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!onPage(toolId)) return out;
  for (const [name, text] of new URLSearchParams(window.location.search))
    if (name.startsWith(prefix) && !RESERVED.has(name)) out.set(name.slice(prefix.length), text);
  return out;
}

/**
 * Puts `values` (query parameter -> value; undefined removes it) into the open page's URL, leaving out fields that
 * may not enter a link and values too large for one, and records which were too large for the Copy link.
 */
export function writeLink(toolId: ToolId, values: ReadonlyMap<string, { field: string; value: unknown }>) {
  if (!onPage(toolId)) return;
  const url = new URL(window.location.href);
  for (const [name, { field, value }] of values) {
    if (RESERVED.has(name)) continue;
    if (value === undefined || !isLinkableField(toolId, field)) {
      url.searchParams.delete(name);
      continue;
    }
    const text = encodeValue(value);
    // Encoding never shortens a value, so a long one is refused before a document of megabytes is encoded.
    const tooLarge = text.length > MAX_LINK_VALUE || encodeURIComponent(text).length > MAX_LINK_VALUE;
    markTooLarge(pagePath(toolId), name, tooLarge);
    if (tooLarge) url.searchParams.delete(name);
    else url.searchParams.set(name, text);
  }
  // A link made by hand may name a secret field: it leaves the address bar, so the history, too.
  for (const name of [...url.searchParams.keys()]) {
    const field = name.slice(name.lastIndexOf('.') + 1);
    if (Object.hasOwn(PRESET_SHAPES[toolId].fields, field) && !isLinkableField(toolId, field))
      url.searchParams.delete(name);
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
}

/** Puts one of the RESERVED parameters into the open page's URL (none removes it). */
function writeReserved(name: string, value: string | undefined) {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (value === undefined) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
}

/**
 * Puts the open tool page's chosen tab into its URL (`?tab=json`), which the page opens on (tool-tabs.tsx); the
 * first tab, where a page opens anyway, leaves the link without one.
 */
export function writeTab(tab: string, first: boolean) {
  writeReserved('tab', first ? undefined : tab);
}

/**
 * Puts the Visual Workspace's open project into its URL (`?project=<id>`, the link the dashboard and the Teams page
 * make), so the page's link opens that project; none open leaves the link without one.
 */
export function writeProject(id: string) {
  writeReserved('project', id || undefined);
}

// A loaded preset replaces the page's inputs, which then mount again: the link's older values must not win over it.
if (typeof window !== 'undefined')
  window.addEventListener(INPUTS_REPLACED_EVENT, (event) => {
    const toolId = (event as CustomEvent<unknown>).detail;
    if (typeof toolId !== 'string' || !onPage(toolId as ToolId)) return;
    const url = new URL(window.location.href);
    for (const name of [...url.searchParams.keys()]) if (!RESERVED.has(name)) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url.href);
  });
