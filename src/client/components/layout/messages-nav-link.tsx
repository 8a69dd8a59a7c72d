/**
 * The header's link to Messages with the unread count, for developers and employers: an icon with
 * its count on the wide row (the word too from `xl`, where the row has room), a line of the drawer.
 */
import { MessageSquare } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useHasConversations, useUnreadMessageCount } from '#client/lib/conversations-api.ts';
import { Button } from '../ui/button.tsx';
import { CountBadge } from './count-badge.tsx';

export function MessagesNavLink({ variant, ...props }: { variant: 'row' | 'drawer' } & Omit<ComponentProps<typeof Link>, 'to'>) {
  const hasConversations = useHasConversations();
  const unreadCount = useUnreadMessageCount();
  if (!hasConversations) return null;
  const label = unreadCount > 0 ? `Messages, ${unreadCount} unread` : 'Messages';

  if (variant === 'drawer') {
    return (
      <Button variant="ghost" className="w-full justify-start" asChild>
        <Link to="/messages" aria-label={label} {...props}>
          <MessageSquare aria-hidden="true" />
          Messages
          {unreadCount > 0 ? <span className="ml-auto text-xs font-semibold text-destructive">{unreadCount}</span> : null}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="ghost" className="relative px-2.5 xl:px-4" asChild>
      <Link to="/messages" aria-label={label} {...props}>
        <MessageSquare aria-hidden="true" />
        <span className="hidden xl:inline">Messages</span>
        <CountBadge count={unreadCount} />
      </Link>
    </Button>
  );
}
