import { tools, toolsByCategory } from '@toolbox/core/registry';
import { ChevronRight, LayoutDashboard, LogOut, PanelLeft, Users, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { shortcutLabel } from '../components/shortcut';
import { ToolIconView } from '../components/tool-icons';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { useAuth } from './auth/auth-provider';
import { BrandMark } from './brand';
import { initialsFromEmail } from './initials';
import { useClosedGroups } from './sidebar-groups';
import { useSidebar } from './sidebar-provider';
import { useToolHistory } from './tool-history/use-tool-history';

const sections = toolsByCategory(tools);
const sidebarId = 'app-sidebar';

export function AppSidebar() {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <MobileSheet open={openMobile} onOpenChange={setOpenMobile}>
        <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
      </MobileSheet>
    );
  }

  return (
    <aside
      id={sidebarId}
      data-state={open ? 'expanded' : 'collapsed'}
      aria-label="Sidebar"
      className={cn(
        'sticky top-0 flex h-svh shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground',
        open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
      )}
    >
      <SidebarBody collapsed={!open} />
    </aside>
  );
}

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { user, client } = useAuth();
  const navigate = useNavigate();
  const { favourites } = useToolHistory();
  const { closed, toggle } = useClosedGroups();
  // The user's favourites stay on top, then every tool under its category.
  const groups = [
    ...(favourites.length > 0 ? [{ id: 'favourites', title: 'Favourites', tools: favourites }] : []),
    ...sections,
  ];

  async function signOut() {
    // This browser only: the profile's "Sign out everywhere" ends every session and revokes the CLI tokens.
    const { error } = await client.signOut({ scope: 'local' });
    if (error) {
      toast.error('Sign Out Error', { description: error.message });
      return;
    }
    onNavigate?.();
    navigate('/auth', { replace: true });
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <Link
        to="/"
        onClick={onNavigate}
        className={cn(
          'flex h-14 shrink-0 items-center gap-2.5 border-b border-sidebar-border',
          collapsed ? 'justify-center px-0' : 'px-4',
        )}
      >
        <BrandMark className={collapsed ? 'size-7' : 'size-8'} />
        <span className={cn('grid leading-tight', collapsed && 'sr-only')}>
          <span className="font-semibold text-foreground">Dev Toolbox</span>
          <span className="text-xs text-muted-foreground">Ship beautiful, fast</span>
        </span>
      </Link>

      <nav
        aria-label="Main"
        className={cn('flex-1 overflow-y-auto overflow-x-hidden py-3', collapsed ? 'px-1.5' : 'px-2')}
      >
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
          <li>
            <NavItem
              to="/"
              end
              label="Dashboard"
              collapsed={collapsed}
              onNavigate={onNavigate}
              icon={<LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />}
            />
          </li>
        </ul>
        {groups.map((group) => (
          <NavGroup
            key={group.id}
            title={group.title}
            collapsed={collapsed}
            open={!closed.has(group.id)}
            onToggle={() => toggle(group.id)}
          >
            {group.tools.map((tool) => (
              <li key={tool.id}>
                <NavItem
                  to={`/${tool.id}`}
                  label={tool.title}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                  icon={<ToolIconView icon={tool.icon} className="size-4 shrink-0" />}
                />
              </li>
            ))}
          </NavGroup>
        ))}
      </nav>

      <div className={cn('grid gap-1 border-t border-sidebar-border py-2', collapsed ? 'px-1.5' : 'px-2')}>
        <NavLink
          to="/profile"
          onClick={onNavigate}
          title={collapsed ? 'Profile' : undefined}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-2.5 rounded-md p-1.5 text-sm transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
              isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
              collapsed && 'justify-center p-1',
            )
          }
        >
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-[0.7rem] font-semibold text-primary-foreground"
          >
            {initialsFromEmail(user?.email)}
          </span>
          <span className={cn('grid min-w-0 leading-tight', collapsed && 'sr-only')}>
            <span className="font-medium text-foreground">Profile</span>
            <span className="truncate text-xs text-muted-foreground">{user?.email}</span>
          </span>
        </NavLink>
        <NavLink
          to="/teams"
          onClick={onNavigate}
          title={collapsed ? 'Teams' : undefined}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
              isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
              collapsed && 'justify-center px-0',
            )
          }
        >
          <Users aria-hidden="true" className="size-4 shrink-0" />
          <span className={cn(collapsed && 'sr-only')}>Teams</span>
        </NavLink>
        <button
          type="button"
          onClick={signOut}
          title={collapsed ? 'Sign out' : undefined}
          className={cn(
            'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
            collapsed && 'justify-center px-0',
          )}
        >
          <LogOut aria-hidden="true" className="size-4 shrink-0" />
          <span className={cn(collapsed && 'sr-only')}>Sign out</span>
        </button>
      </div>
    </div>
  );
}

/**
 * A titled group of links, folded and unfolded by its title (a disclosure button). In the icon-only sidebar every
 * group shows its icons under a rule, whatever was folded.
 */
function NavGroup({
  title,
  collapsed,
  open,
  onToggle,
  children,
}: {
  title: string;
  collapsed: boolean;
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  const id = useId();
  const listId = useId();
  const shown = collapsed || open;
  return (
    <div className={collapsed ? 'mt-4' : 'mt-2'}>
      {collapsed ? (
        <div className="mx-2 mb-2 border-t border-sidebar-border" />
      ) : (
        <button
          id={id}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          className="flex h-7 w-full cursor-pointer items-center gap-1 rounded-md px-2.5 text-left text-xs font-medium text-muted-foreground transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
        >
          <span className="min-w-0 flex-1 truncate">{title}</span>
          <ChevronRight
            aria-hidden="true"
            className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-90')}
          />
        </button>
      )}
      <ul
        id={listId}
        hidden={!shown}
        className="grid grid-cols-[minmax(0,1fr)] gap-0.5"
        // Not labelled: a list named "Text" or "Data & converters" would answer a tool page's field of that name
        // (getByLabel, and a screen reader's form-field list); the heading button above controls and names it.
        data-group={title}
      >
        {children}
      </ul>
    </div>
  );
}

function NavItem({
  to,
  end,
  label,
  icon,
  collapsed,
  onNavigate,
}: {
  to: string;
  end?: boolean;
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      title={collapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          'flex h-8 items-center gap-2.5 rounded-md px-2.5 text-sm transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
          isActive && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
          collapsed && 'justify-center px-0',
        )
      }
    >
      {icon}
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
    </NavLink>
  );
}

export function SidebarTrigger() {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile && !openMobile ? undefined : sidebarId}
      aria-keyshortcuts="Control+B Meta+B"
      title={`Toggle sidebar (${shortcutLabel('B')})`}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/**
 * The sidebar as a slide-in sheet under 768 px. A native modal <dialog> gives the focus trap, Escape and the inert
 * page behind it without shipping a dialog library in the shell.
 */
function MobileSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={sidebarId}
      aria-label="Navigation"
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // The content fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      onKeyDown={() => undefined}
      className="m-0 h-svh max-h-none w-(--sidebar-width-mobile) max-w-[85vw] overflow-hidden border-r border-sidebar-border bg-sidebar p-0 text-sidebar-foreground shadow-lg backdrop:bg-black/50 open:flex open:animate-[sheet-in-left_250ms_ease-out] open:flex-col"
    >
      {children}
      <button
        type="button"
        onClick={() => onOpenChange(false)}
        className="absolute top-3.5 right-3 cursor-pointer rounded-sm p-1 text-muted-foreground hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Close navigation</span>
      </button>
    </dialog>
  );
}
