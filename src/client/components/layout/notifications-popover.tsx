/**
 * The header's notifications button: the unread count on the bell and the latest notifications
 * (title, text, time). Opening one marks it read and follows its link (a message opens its thread),
 * or, without a link, shows its whole text in place.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Bell, BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TNotification } from '#shared/schemas/notifications.ts';
import { formatTimeAgo } from '#client/lib/format.ts';
import { getNotificationsQueryOptions, useMarkNotificationsRead } from '#client/lib/notifications-api.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { cn } from '#client/lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { CountBadge } from './count-badge.tsx';

function NotificationList({ items, onOpen }: { items: TNotification[]; onOpen: (item: TNotification) => void }) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
        <BellOff className="size-6" aria-hidden="true" />
        <p>You're all caught up.</p>
      </div>
    );
  }
  return (
    <ul className="-mx-2 max-h-80 overflow-y-auto">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item)}
            className="flex w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
          >
            <span
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.readAt ? 'bg-transparent' : 'bg-primary')}
              aria-label={item.readAt ? undefined : 'Unread'}
            />
            <span className="min-w-0 flex-1">
              <span className={cn('block truncate', !item.readAt && 'font-semibold')}>{item.title}</span>
              {item.body ? <span className="block truncate text-muted-foreground">{item.body}</span> : null}
              <span className="block text-xs text-muted-foreground">{formatTimeAgo(item.createdAt)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function NotificationDetail({ item, onBack }: { item: TNotification; onBack: () => void }) {
  return (
    <div className="space-y-3 text-sm">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <div>
        <p className="font-semibold">{item.title}</p>
        <p className="text-muted-foreground">{formatTimeAgo(item.createdAt)}</p>
      </div>
      {item.body ? <p className="max-h-64 overflow-y-auto wrap-anywhere whitespace-pre-wrap">{item.body}</p> : null}
    </div>
  );
}

export function NotificationsPopover({
  variant = 'icon',
  onNavigate,
}: {
  variant?: 'icon' | 'drawer';
  /** Called when a notification's link is followed (the drawer closes too). */
  onNavigate?: () => void;
}) {
  // Only once the server has confirmed the session: a user remembered in the browser may be gone.
  const { status } = useSession();
  const notifications = useQuery({ ...getNotificationsQueryOptions(), enabled: status === 'authenticated' });
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const items = notifications.data?.items ?? [];
  const unreadCount = notifications.data?.unreadCount ?? 0;
  const opened = items.find((item) => item.id === openedId) ?? null;
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    setOpenedId(null);
    if (open) void notifications.refetch();
  };
  const onOpenItem = (item: TNotification) => {
    if (!item.readAt) markRead.mutate(item.id);
    if (!item.link) {
      setOpenedId(item.id);
      return;
    }
    onOpenChange(false);
    onNavigate?.();
    navigate(item.link);
  };

  return (
    <Popover open={isOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        {variant === 'icon' ? (
          <Button variant="ghost" size="icon" aria-label={label} className="relative">
            <Bell aria-hidden="true" />
            <CountBadge count={unreadCount} />
          </Button>
        ) : (
          <Button variant="ghost" className="relative w-full justify-start" aria-label={label}>
            <Bell aria-hidden="true" />
            Notifications
            {unreadCount > 0 ? <span className="ml-auto text-xs font-semibold text-destructive">{unreadCount}</span> : null}
          </Button>
        )}
      </PopoverTrigger>
      <PopoverContent align={variant === 'icon' ? 'end' : 'start'} className="w-[min(22rem,calc(100vw-2rem))]">
        {opened ? (
          <NotificationDetail item={opened} onBack={() => setOpenedId(null)} />
        ) : (
          <>
            <div className="mb-2 flex items-center justify-between gap-2">
              <p className="font-semibold">Notifications</p>
              {unreadCount > 0 ? (
                <Button variant="ghost" size="sm" onClick={() => markRead.mutate('all')} disabled={markRead.isPending}>
                  <CheckCheck aria-hidden="true" />
                  Mark all read
                </Button>
              ) : null}
            </div>
            <NotificationList items={items} onOpen={onOpenItem} />
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
