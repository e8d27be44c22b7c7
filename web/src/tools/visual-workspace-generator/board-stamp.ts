import type { Component } from '@toolbox/core/account';

/**
 * What a project's rows say, in a form that changes only when a row does: the page takes a board from elsewhere
 * (another tab, device, the CLI) when this differs from the one it last showed.
 */
export function boardStamp(components: readonly Component[]): string {
  return components
    .map((c) => `${c.id}:${c.version}:${c.sub_components.map((s) => `${s.id}:${s.version}`).join(',')}`)
    .sort()
    .join('|');
}
