import type { Project } from '@toolbox/core/account';
import { type Tool, tools, toolsByCategory } from '@toolbox/core/registry';
import {
  ArrowRight,
  FolderKanban,
  Globe,
  History,
  type LucideIcon,
  Search,
  Sparkles,
  Star,
  Users,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { lazyDateFormat } from '../components/date-format';
import { useDocumentTitle } from '../components/document-title';
import { shortcutLabel } from '../components/shortcut';
import { ToolIconView } from '../components/tool-icons';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { Kbd } from '../components/ui/kbd';
import { boardLabel, useTeamBoards, withBoards } from './account/team-boards';
import { useAccountCopy, useAccountStore } from './account/use-account';
import { useOptionalAuth } from './auth/auth-provider';
import { isFeatured } from './available-tools';
import { usePalette } from './palette-provider';
import { FavouriteButton } from './tool-history/favourite-button';
import { useToolHistory } from './tool-history/use-tool-history';

export default function Dashboard() {
  useDocumentTitle('Dashboard');
  const { setOpen } = usePalette();
  const { favourites, recent } = useToolHistory();
  const featured = tools.filter(isFeatured);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10">
      <section
        aria-labelledby="dashboard-title"
        className="relative overflow-hidden rounded-2xl border bg-card px-6 py-10 shadow-xs md:px-10 md:py-14"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand/15 blur-3xl"
        />
        <p className="mb-4 inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
          <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
          Everything runs in your browser
        </p>
        <h1 id="dashboard-title" className="max-w-2xl text-3xl font-semibold tracking-tight md:text-4xl">
          Your developer toolbox
        </h1>
        <p className="mt-3 max-w-2xl text-muted-foreground md:text-lg">
          Generators and utilities to ship beautiful, fast: images, docs, code and project scaffolding, ready
          to copy or download.
        </p>
        <Button variant="outline" className="mt-6" onClick={() => setOpen(true)}>
          <Search aria-hidden="true" />
          Find a tool
          <Kbd aria-hidden="true" className="ml-1 hidden sm:inline-flex">
            {shortcutLabel('K')}
          </Kbd>
        </Button>
      </section>

      <ProjectsSection />

      {favourites.length > 0 && (
        <ShortcutSection id="favourites-title" icon={Star} title="Favourites" tools={favourites} />
      )}
      {recent.length > 0 && (
        <ShortcutSection id="recent-title" icon={History} title="Recently used" tools={recent} />
      )}

      <section aria-labelledby="featured-title" className="grid gap-4">
        <SectionHeading
          id="featured-title"
          title="Featured Tools"
          subtitle="The ones people reach for first."
        />
        <ul className="grid gap-4 md:grid-cols-2">
          {featured.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} featured />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="all-tools-title" className="grid gap-6">
        <SectionHeading
          id="all-tools-title"
          title="All Tools"
          subtitle="Every tool in the box, by category."
        />
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`category-${section.id}`} className="grid gap-3">
            <h3 id={`category-${section.id}`} className="text-sm font-medium text-muted-foreground">
              {section.title}
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {section.tools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>

      <section aria-label="At a glance" className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={Wrench} title={`${tools.length} Developer Tools`}>
          {`${tools.filter((tool) => tool.cli).length} of them also run in the terminal as toolbox commands.`}
        </StatCard>
        <StatCard
          icon={Star}
          title={
            favourites.length === 0
              ? 'No favourites yet'
              : `${favourites.length} favourite${favourites.length === 1 ? '' : 's'}`
          }
        >
          {favourites.length === 0
            ? 'Star a tool to keep it at the top of this page.'
            : favourites.map((tool) => tool.title).join(', ')}
        </StatCard>
        <StatCard icon={History} title={recent[0] ? `Last used: ${recent[0].title}` : 'Nothing opened yet'}>
          {recent.length === 0
            ? 'The tools you open are listed under Recently used.'
            : `${recent.length} tool${recent.length === 1 ? '' : 's'} opened recently.`}
        </StatCard>
      </section>
    </div>
  );
}

const sections = toolsByCategory(tools);
const updated = lazyDateFormat({ dateStyle: 'medium' });

/**
 * The user's projects from the account (the local copy first, then the API's list). Until the account store has
 * loaded (a chunk of its own, after the first paint), the section holds the empty list's place, hidden, so the
 * sections under it do not move when it arrives.
 */
function ProjectsSection() {
  const signedIn = Boolean(useOptionalAuth()?.user);
  const store = useAccountStore();
  const { projects } = useAccountCopy(store);
  const teams = withBoards(useTeamBoards(), projects);
  if (!signedIn) return null;
  const sorted = [...projects].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return (
    <section aria-labelledby="projects-title" aria-busy={!store} className="grid gap-3">
      <h2 id="projects-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <FolderKanban aria-hidden="true" className="size-4 text-muted-foreground" />
        Your projects
      </h2>
      {sorted.length > 0 ? (
        <ProjectCards projects={sorted} />
      ) : (
        // Only a team's boards: they are the projects, no invitation to make one.
        teams.length === 0 && (
          <p
            aria-hidden={store ? undefined : true}
            className={cn(
              'rounded-xl border border-dashed p-4 text-sm text-muted-foreground',
              !store && 'invisible',
            )}
          >
            No projects yet. Build a plan in the{' '}
            <Link
              to="/visual-workspace-generator"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Visual Workspace
            </Link>{' '}
            and save it to a project: it is kept in your account, in every browser and in the CLI.
          </p>
        )
      )}
      {teams.map((group) => (
        <section
          key={group.team.id}
          aria-label={`Boards of the team ${group.team.name}`}
          className="grid gap-2"
        >
          <h3 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <Users aria-hidden="true" className="size-4" />
            Team {group.team.name}
          </h3>
          <ProjectCards projects={group.projects} />
        </section>
      ))}
    </section>
  );
}

/** Projects as cards, each a link that opens its board; one the user may not change says so. */
function ProjectCards({ projects }: { projects: Project[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id}>
          <div className="group relative flex h-full items-center gap-3 rounded-xl border bg-card p-3 shadow-xs transition-colors has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:border-primary/40 hover:bg-accent/40">
            <span className="rounded-lg border bg-background p-2 text-primary">
              <FolderKanban aria-hidden="true" className="size-4" />
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <Link
                to={`/visual-workspace-generator?project=${encodeURIComponent(project.id)}`}
                className="truncate font-medium outline-none after:absolute after:inset-0 after:rounded-xl"
              >
                {boardLabel(project)}
              </Link>
              <span className="text-xs text-muted-foreground">
                Updated {updated(new Date(project.updated_at))}
              </span>
            </span>
            {project.visibility === 'public' && (
              <Globe aria-label="Public" className="size-4 shrink-0 text-muted-foreground" />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div>
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{subtitle}</p>
    </div>
  );
}

/** Favourites or recently used: compact cards, in the stored order. */
function ShortcutSection({
  id,
  icon: Icon,
  title,
  tools,
}: {
  id: string;
  icon: typeof Star;
  title: string;
  tools: readonly Tool[];
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The whole card opens the tool (the link's area is stretched over it); the star sits above that area. */
function ToolCard({ tool, featured = false, compact = false }: ToolCardProps) {
  return (
    <div
      className={`group relative flex h-full items-start gap-4 rounded-xl border bg-card shadow-xs transition-colors has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:border-primary/40 hover:bg-accent/40 ${compact ? 'items-center p-3' : 'p-4 md:p-5'}`}
    >
      <span
        className={
          featured
            ? 'rounded-lg bg-primary p-2.5 text-primary-foreground'
            : 'rounded-lg border bg-background p-2 text-primary'
        }
      >
        <ToolIconView icon={tool.icon} className={featured ? 'size-5' : 'size-4'} />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <Link
          to={`/${tool.id}`}
          className="flex items-center gap-1.5 font-medium outline-none after:absolute after:inset-0 after:rounded-xl"
        >
          {tool.title}
          <ArrowRight
            aria-hidden="true"
            className="size-4 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100"
          />
        </Link>
        {!compact && <span className="text-sm text-muted-foreground">{tool.description}</span>}
      </span>
      <FavouriteButton tool={tool} className="relative -my-1 -mr-1 shrink-0" />
    </div>
  );
}

interface ToolCardProps {
  tool: Tool;
  featured?: boolean;
  /** Title only, for the Favourites and Recently used rows. */
  compact?: boolean;
}

function StatCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border bg-card p-5 shadow-xs">
      <span className="rounded-lg bg-primary/10 p-2 text-primary dark:bg-primary/15">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid gap-0.5">
        <p className="text-lg font-semibold tracking-tight">{title}</p>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
