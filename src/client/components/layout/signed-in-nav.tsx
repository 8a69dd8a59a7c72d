/**
 * The header's row of links for a signed-in visitor on wide screens: the dashboard button, Jobs, Blog,
 * Messages, notifications, theme, the avatar (a link to account settings) and logout. Loaded lazily
 * (see header-nav.tsx): the landing page's visitors are signed out, so Radix popover and tooltip stay
 * off its critical path. It is mounted for every signed-in visitor (CSS hides it on small screens), so
 * it also holds the one stream of live conversation updates, on every screen.
 */
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_PATH, type TUserType } from '#shared/roles.ts';
import { useConversationEvents } from '#client/lib/conversation-events.ts';
import type { TSessionUser } from '#client/lib/session-storage.ts';
import { UserAvatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../ui/tooltip.tsx';
import { MessagesNavLink } from './messages-nav-link.tsx';
import { NotificationsPopover } from './notifications-popover.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export const DASHBOARD_LABEL: Record<TUserType, string> = {
  developer: 'My Dashboard',
  employer: 'Employer Dashboard',
  admin: 'Admin Dashboard',
};

export type TNavProps = { user: TSessionUser | null; displayName: string; onLogout: () => void };

export function SignedInNav({ user, displayName, onLogout }: TNavProps & { user: TSessionUser }) {
  useConversationEvents();
  return (
    <TooltipProvider>
      <Button variant="ghost" asChild>
        <Link to={DASHBOARD_PATH[user.userType]}>
          <LayoutDashboard aria-hidden="true" />
          {DASHBOARD_LABEL[user.userType]}
        </Link>
      </Button>
      <Button variant="ghost" className="px-3 lg:px-4" asChild>
        <Link to="/jobs">Jobs</Link>
      </Button>
      <Button variant="ghost" className="px-3 lg:px-4" asChild>
        <Link to="/blog">Blog</Link>
      </Button>
      <MessagesNavLink variant="row" />
      <NotificationsPopover />
      <ThemeToggle />
      {/* Between md and lg the row holds the avatar alone: with the name, or a settings icon of its own, it
          is wider than the screen. The link's name holds the shown name too, so voice control finds it by it. */}
      <Link
        to="/account"
        aria-label={`Account settings, ${displayName}`}
        className="ml-1 flex items-center gap-2 rounded-full border p-1 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:pr-3"
      >
        <UserAvatar name={displayName} src={user.profilePicture} size="sm" />
        {/* The whole name on hover, should a long one be cut. */}
        <span className="hidden max-w-72 truncate text-sm font-medium lg:inline" title={displayName}>
          {displayName}
        </span>
      </Link>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" onClick={onLogout} aria-label="Log out">
            <LogOut aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Log out</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
