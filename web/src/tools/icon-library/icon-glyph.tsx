import type { IconEntry } from '@toolbox/core/tools/icon-library';
import { createElement } from 'react';

/** Draws a Lucide icon from its node data, as lucide-react would (no innerHTML). */
export function IconGlyph({
  icon,
  size = 24,
  strokeWidth = 2,
  color = 'currentColor',
}: {
  icon: IconEntry;
  size?: number;
  strokeWidth?: number;
  color?: string;
}) {
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
      {icon.node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
