import type { TreeFile } from './presets';

interface Folder {
  folders: Map<string, Folder>;
  files: string[];
}

function build(files: readonly TreeFile[]): Folder {
  const root: Folder = { folders: new Map(), files: [] };
  for (const { path } of files) {
    const parts = path.split('/');
    const name = parts.pop() ?? '';
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (!next) {
        next = { folders: new Map(), files: [] };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.files.push(name);
  }
  return root;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lines(folder: Folder, prefix: string): string[] {
  const entries = [
    ...[...folder.folders.keys()].sort(byName).map((name) => ({ name, folder: folder.folders.get(name) })),
    ...[...folder.files].sort(byName).map((name) => ({ name, folder: undefined })),
  ];
  return entries.flatMap((entry, index) => {
    const last = index === entries.length - 1;
    const head = `${prefix}${last ? '└── ' : '├── '}${entry.name}${entry.folder ? '/' : ''}`;
    return entry.folder ? [head, ...lines(entry.folder, `${prefix}${last ? '    ' : '│   '}`)] : [head];
  });
}

/** The Tree View: the project folder, then folders (first) and files, each level sorted by name. */
export function renderTree(folder: string, files: readonly TreeFile[]): string {
  return `${[`${folder}/`, ...lines(build(files), '')].join('\n')}\n`;
}

/** Every folder the files need, parents first. */
export function foldersOf(files: readonly TreeFile[]): string[] {
  const folders = new Set<string>();
  for (const { path } of files) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return [...folders].sort(byName);
}
