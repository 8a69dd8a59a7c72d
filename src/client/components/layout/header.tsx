/**
 * The site header: logged-out links, or the dashboard button, Jobs, Blog, Messages, notifications,
 * the avatar (a link to account settings) and logout; on small screens the same items live in a
 * right-side drawer.
 */
import { Home } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '#client/lib/session-context.tsx';
import { Button } from '../ui/button.tsx';
import { MainNav, MobileMenu } from './header-nav.tsx';
import { Logo } from './logo.tsx';

export function Header({ showHome = false }: { showHome?: boolean }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const displayName = user?.fullName || user?.username || 'User';

  const onLogout = async () => {
    setIsDrawerOpen(false);
    await signOut().catch(() => undefined);
    navigate('/');
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <Logo />
          {showHome ? (
            <Button variant="ghost" size="sm" asChild>
              <Link to="/">
                <Home aria-hidden="true" />
                Home
              </Link>
            </Button>
          ) : null}
        </div>
        <MainNav user={user} displayName={displayName} onLogout={onLogout} />
        <MobileMenu user={user} displayName={displayName} onLogout={onLogout} isOpen={isDrawerOpen} onOpenChange={setIsDrawerOpen} />
      </div>
    </header>
  );
}
