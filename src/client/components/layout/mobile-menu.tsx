/**
 * The header's right-side drawer on small screens (Radix Dialog): the same items as the wide-screen
 * row. Following a link, a notification's too, closes it. Loaded lazily (see header-nav.tsx), so the dialog code stays off the landing page's critical path.
 */
import { BookOpen, BriefcaseBusiness, LayoutDashboard, LogIn, LogOut, Settings, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_PATH } from '#shared/roles.ts';
import { UserAvatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet.tsx';
import { MenuButton } from './menu-button.tsx';
import { MessagesNavLink } from './messages-nav-link.tsx';
import { NotificationsPopover } from './notifications-popover.tsx';
import { DASHBOARD_LABEL, type TNavProps } from './signed-in-nav.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export type TMobileMenuProps = TNavProps & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

export function MobileMenu({ user, displayName, onLogout, isOpen, onOpenChange }: TMobileMenuProps) {
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <MenuButton />
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
              <DrawerLink to="/jobs" icon={<BriefcaseBusiness aria-hidden="true" />}>
                Jobs
              </DrawerLink>
              <DrawerLink to="/blog" icon={<BookOpen aria-hidden="true" />}>
                Blog
              </DrawerLink>
              <SheetClose asChild>
                <MessagesNavLink variant="drawer" />
              </SheetClose>
              <NotificationsPopover variant="drawer" onNavigate={() => onOpenChange(false)} />
              <DrawerLink to="/account" icon={<Settings aria-hidden="true" />}>
                Account settings
              </DrawerLink>
              <ThemeToggle withLabel />
              <Button variant="ghost" className="w-full justify-start text-destructive hover:text-destructive" onClick={onLogout}>
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <DrawerLink to="/jobs" icon={<BriefcaseBusiness aria-hidden="true" />}>
                Jobs
              </DrawerLink>
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
