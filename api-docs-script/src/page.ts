// The page the script runs in: its elements, the embedded model, and the one way elements are built.
import type { Child, Model } from './model';

export const byId = (id: string) => document.getElementById(id) as HTMLElement;
export const D = JSON.parse(byId('api-model').textContent ?? '{}') as Model;
export const main = byId('content');
export const nav = byId('nav');
export const results = byId('results');
export const search = byId('search') as HTMLInputElement;
export const own = Object.prototype.hasOwnProperty;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const k in attrs) {
    const value = attrs[k];
    if (value != null) node.setAttribute(k, value);
  }
  for (const c of children) if (c != null) node.append(c);
  return node;
}

// innerHTML is set from D.h alone, so no string of the document can become markup here.
export function rich(value: unknown, tag: 'div' | 'span' = 'div'): HTMLElement {
  const box = el(tag, { class: 'desc' });
  if (typeof value === 'number') {
    const html = D.h[value];
    if (typeof html === 'string') box.innerHTML = html;
  } else if (value != null) box.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  return box;
}
