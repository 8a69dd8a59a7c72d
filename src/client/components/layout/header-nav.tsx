/**
 * The header's navigation for a signed-in or a signed-out visitor: a row of links on wide screens,
 * the same items in a right-side drawer on small ones.
 */
import { BookOpen, LayoutDashboard, LogIn, LogOut, Menu, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_PATH, type TUserType } from '#shared/roles.ts';
import type { TSessionUser } from '#client/lib/session-storage.ts';
import { UserAvatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip.tsx';
import { NotificationsPopover } from './notifications-popover.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const DASHBOARD_LABEL: Record<TUserType, string> = {
  developer: 'My Dashboard',
  employer: 'Employer Dashboard',
  admin: 'Admin Dashboard',
};

type TNavProps = { user: TSessionUser | null; displayName: string; onLogout: () => void };

export function MainNav({ user, displayName, onLogout }: TNavProps) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {user ? (
        <>
          <Button variant="ghost" asChild>
            <Link to={DASHBOARD_PATH[user.userType]}>
              <LayoutDashboard aria-hidden="true" />
              {DASHBOARD_LABEL[user.userType]}
            </Link>
          </Button>
          <Button variant="ghost" asChild>
            <Link to="/blog">Blog</Link>
          </Button>
          <NotificationsPopover />
          <ThemeToggle />
          <div className="ml-1 flex items-center gap-2 rounded-full border py-1 pr-3 pl-1">
            <UserAvatar name={displayName} src={user.profilePicture} size="sm" />
            <span className="max-w-40 truncate text-sm font-medium">{displayName}</span>
          </div>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" onClick={onLogout} aria-label="Log out">
                <LogOut aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>Log out</TooltipContent>
          </Tooltip>
        </>
      ) : (
        <>
          <Button variant="ghost" asChild>
            <Link to="/blog">Blog</Link>
          </Button>
          <ThemeToggle />
          <Button variant="ghost" asChild>
            <Link to="/login">Login</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">Sign Up</Link>
          </Button>
        </>
      )}
    </nav>
  );
}

export function MobileMenu({
  user,
  displayName,
  onLogout,
  isOpen,
  onOpenChange,
}: TNavProps & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {user ? (
          <div className="flex items-center gap-3 rounded-lg border p-3">
            <UserAvatar name={displayName} src={user.profilePicture} size="md" />
            <div className="min-w-0">
              <p className="truncate font-medium">{displayName}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
          </div>
        ) : null}
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {user ? (
            <>
              <DrawerLink to={DASHBOARD_PATH[user.userType]} icon={<LayoutDashboard aria-hidden="true" />}>
                {DASHBOARD_LABEL[user.userType]}
              </DrawerLink>
              <DrawerLink to="/blog" icon={<BookOpen aria-hidden="true" />}>
                Blog
              </DrawerLink>
              <NotificationsPopover variant="drawer" />
              <ThemeToggle withLabel />
              <Button variant="ghost" className="w-full justify-start text-destructive hover:text-destructive" onClick={onLogout}>
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <DrawerLink to="/blog" icon={<BookOpen aria-hidden="true" />}>
                Blog
              </DrawerLink>
              <DrawerLink to="/login" icon={<LogIn aria-hidden="true" />}>
                Login
              </DrawerLink>
              <DrawerLink to="/signup" icon={<UserPlus aria-hidden="true" />}>
                Sign Up
              </DrawerLink>
              <ThemeToggle withLabel />
            </>
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}

function DrawerLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <SheetClose asChild>
      <Button variant="ghost" className="w-full justify-start" asChild>
        <Link to={to}>
          {icon}
          {children}
        </Link>
      </Button>
    </SheetClose>
  );
}
