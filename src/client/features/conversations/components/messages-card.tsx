/** The developer dashboard's Messages card: the three latest conversations and the way to all of them. */
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { getInboxQueryOptions } from '#client/lib/conversations-api.ts';
import { cn } from '#client/lib/utils.ts';

const CONVERSATIONS_SHOWN = 3;

export function MessagesCard() {
  const titleId = useId();
  const inbox = useQuery(getInboxQueryOptions());
  const conversations = inbox.data?.items.slice(0, CONVERSATIONS_SHOWN) ?? [];

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <MessageSquare className="size-5 text-primary" aria-hidden="true" />
          Messages
        </CardTitle>
        <CardDescription>Your latest conversations with employers.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {inbox.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {inbox.isError ? <p className="text-sm text-destructive">Your messages could not be loaded.</p> : null}
        {inbox.data && conversations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet. When an employer writes to you, the conversation appears here.</p>
        ) : null}
        {conversations.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {conversations.map(({ id, other, subject, unreadCount }) => (
              <li key={id}>
                <Link
                  to={`/messages/${id}`}
                  className="flex items-center gap-3 rounded-lg border p-3 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className={cn('truncate', unreadCount > 0 ? 'font-bold' : 'font-medium')}>{other.fullName}</span>
                    <span className="truncate text-muted-foreground">{subject}</span>
                  </span>
                  {unreadCount > 0 ? (
                    <Badge>
                      {unreadCount}
                      <span className="sr-only"> unread</span>
                    </Badge>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Button variant="outline" asChild className="w-full">
          <Link to="/messages">Open Messages</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
