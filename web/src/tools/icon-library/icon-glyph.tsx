import { createElement } from 'react';
import { useIconNode } from './icon-nodes';

/**
 * Draws a Lucide icon from its node data, as lucide-react would (no innerHTML); the drawing is fetched when the
 * glyph is first shown, and the box keeps its size until it arrives.
 */
export function IconGlyph({
  name,
  size = 24,
  strokeWidth = 2,
  color = 'currentColor',
}: {
  name: string;
  size?: number;
  strokeWidth?: number;
  color?: string;
}) {
  const node = useIconNode(name);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {node?.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
