import { escapeXml } from '../../text/escape-xml';
import { buildScene, linePath, type Scene, type SceneBox, TEXT_PX } from './scene';
import type { ViewerSettings, Workspace } from './types';

const FONT = 'Inter, ui-sans-serif, system-ui, sans-serif';
const r = (n: number) => Math.round(n * 10) / 10;

/** The full text behind a (possibly shortened) box: its path from the root, status and deadline. */
export function boxTooltip(box: SceneBox): string {
  const facts = [box.status, box.deadline ? `due ${box.deadline}` : ''].filter(Boolean).join(', ');
  return `${box.path.join(' → ')} (${facts})`;
}

function boxSvg(box: SceneBox, scene: Scene): string {
  const cx = r(box.x + box.width / 2);
  const parts = [
    `<g class="node${box.kind === 'item' ? ' subtask' : box.kind === 'root' ? ' root' : ''}" data-id="${escapeXml(box.id)}">`,
    `<title>${escapeXml(boxTooltip(box))}</title>`,
    `<rect x="${r(box.x)}" y="${r(box.y)}" width="${box.width}" height="${box.height}" rx="${box.main ? 12 : 8}" fill="${box.fill}"/>`,
  ];
  const textY = box.progress ? box.y + box.height / 2 - 6 : box.y + box.height / 2;
  parts.push(
    `<text x="${cx}" y="${r(textY)}" text-anchor="middle" dominant-baseline="central" font-size="${box.main ? TEXT_PX.main : TEXT_PX.item}" font-weight="${box.main ? 600 : 500}" fill="${box.textColor}">${escapeXml(box.label)}</text>`,
  );
  if (box.progress) {
    const trackX = box.x + 16;
    const trackW = box.width - 32;
    const y = box.y + box.height - 22;
    const done = trackW * (box.progress.done / box.progress.total);
    parts.push(
      `<rect class="progress-track" x="${r(trackX)}" y="${r(y)}" width="${r(trackW)}" height="6" rx="3" fill="${scene.colors.track}"/>`,
      `<rect class="progress" x="${r(trackX)}" y="${r(y)}" width="${r(done)}" height="6" rx="3" fill="${box.textColor}"/>`,
      `<text x="${cx}" y="${r(y - 8)}" text-anchor="middle" font-size="${TEXT_PX.progress}" fill="${box.textColor}">${box.progress.done}/${box.progress.total}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

function sceneToSvg(scene: Scene, title = 'Mindmap'): string {
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}" font-family="${FONT}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect class="background" width="100%" height="100%" fill="${scene.colors.background}"/>`,
    '<g class="edges" fill="none">',
  ];
  for (const l of scene.lines) {
    const style =
      l.kind === 'related'
        ? `stroke="${scene.colors.related}" stroke-width="2" stroke-dasharray="6 4"`
        : `stroke="${scene.colors.edge}" stroke-width="1.5"`;
    const d = linePath(l);
    out.push(
      d
        ? `<path class="${l.kind}" d="${d}" ${style}/>`
        : `<line class="${l.kind}" x1="${r(l.x1)}" y1="${r(l.y1)}" x2="${r(l.x2)}" y2="${r(l.y2)}" ${style}/>`,
    );
  }
  out.push('</g><g class="nodes">');
  for (const box of scene.boxes) out.push(boxSvg(box, scene));
  out.push('</g></svg>');
  return out.join('\n');
}

/** The mindmap as a standalone SVG document, drawn as the page shows it. */
export function renderMindmapSvg(workspace: Workspace, settings: ViewerSettings): string {
  return sceneToSvg(buildScene(workspace, settings), `Mindmap: ${workspace.metadata.title}`);
}
