import type { ToolIcon } from '@toolbox/core/define-tool';
import {
  ArrowLeftRight,
  Badge,
  BookOpen,
  Clock,
  Component,
  Database,
  FileCode,
  FileText,
  FolderTree,
  GitCommitHorizontal,
  Image,
  KeyRound,
  Link,
  type LucideIcon,
  Network,
  Palette,
  Radio,
  Regex,
  ScrollText,
  Shapes,
  Shield,
  Smartphone,
  Tags,
  Timer,
  Wind,
  Wrench,
  Zap,
} from 'lucide-react';

/** The registry names icons as data; this is the one place that turns a name into a drawing. */
export const toolIcons: Record<ToolIcon, LucideIcon> = {
  image: Image,
  badge: Badge,
  'book-open': BookOpen,
  'file-text': FileText,
  smartphone: Smartphone,
  palette: Palette,
  regex: Regex,
  'file-code': FileCode,
  tags: Tags,
  wrench: Wrench,
  'folder-tree': FolderTree,
  'git-commit': GitCommitHorizontal,
  'scroll-text': ScrollText,
  network: Network,
  component: Component,
  wind: Wind,
  shapes: Shapes,
  database: Database,
  shield: Shield,
  zap: Zap,
  radio: Radio,
  'key-round': KeyRound,
  clock: Clock,
  timer: Timer,
  link: Link,
  'arrow-left-right': ArrowLeftRight,
};

/** Always decorative: the tool's title sits next to it. */
export function ToolIconView({ icon, className }: { icon: ToolIcon; className?: string }) {
  const Icon = toolIcons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
