import type { IconElement } from '@toolbox/core/tools/icon-library';
import { useEffect, useState } from 'react';
import type { IconAssets } from '../../platform/icon-assets';
import { usePlatformPorts } from '../../platform/platform-ports';

/** Drawings fetched so far, per source and name: each is fetched once a session, and drawn at once when known. */
const known = new WeakMap<IconAssets, Map<string, IconElement[]>>();
const loading = new WeakMap<IconAssets, Map<string, Promise<IconElement[]>>>();

const mapOf = <V>(maps: WeakMap<IconAssets, Map<string, V>>, assets: IconAssets) => {
  let map = maps.get(assets);
  if (!map) {
    map = new Map();
    maps.set(assets, map);
  }
  return map;
};

/** An icon's drawing, fetched on first use (a failed fetch is tried again next time). */
export function loadIconNode(assets: IconAssets, name: string): Promise<IconElement[]> {
  const done = mapOf(known, assets).get(name);
  if (done) return Promise.resolve(done);
  const pending = mapOf(loading, assets);
  let load = pending.get(name);
  if (!load) {
    load = assets.node(name).then((node) => {
      mapOf(known, assets).set(name, node);
      return node;
    });
    load.catch(() => undefined).finally(() => pending.delete(name));
    pending.set(name, load);
  }
  return load;
}

/** The drawing of `name` once it has arrived (undefined until then, or when it could not be fetched). */
export function useIconNode(name: string): IconElement[] | undefined {
  const { icons } = usePlatformPorts();
  const node = mapOf(known, icons).get(name);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (node) return;
    let live = true;
    loadIconNode(icons, name).then(
      () => live && arrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [icons, name, node]);
  return node;
}
