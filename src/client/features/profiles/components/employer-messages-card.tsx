/**
 * Who contacted the developer: each employer's message (sender, subject, when), opened in place
 * with a reply link to the employer's e-mail.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Inbox } from 'lucide-react';
import type { TReceivedMessage } from '#shared/schemas/notifications.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#client/components/ui/collapsible.tsx';
import { ReplyByEmailButton } from '#client/components/ui/reply-by-email-button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatTimeAgo } from '#client/lib/format.ts';
import { getReceivedMessagesQueryOptions } from '../api/messages-api.ts';

function MessageItem({ message }: { message: TReceivedMessage }) {
  return (
    <Collapsible asChild>
      <li className="rounded-lg border">
        <CollapsibleTrigger className="group flex w-full items-start gap-3 rounded-lg p-3 text-left text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{message.sender.fullName}</span>
            <span className="block truncate text-muted-foreground">{message.subject}</span>
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">{formatTimeAgo(message.createdAt)}</span>
          <ChevronDown className="mt-0.5 size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        </CollapsibleTrigger>
        <CollapsibleContent className="space-y-3 border-t p-3 text-sm">
          <p className="text-xs break-all text-muted-foreground">From {message.sender.email}</p>
          <p className="break-words whitespace-pre-wrap">{message.message}</p>
          <ReplyByEmailButton email={message.sender.email} subject={message.subject} />
        </CollapsibleContent>
      </li>
    </Collapsible>
  );
}

export function EmployerMessagesCard({ userId }: { userId: number }) {
  const messages = useQuery(getReceivedMessagesQueryOptions(userId));
  return (
    <Card role="region" aria-label="Messages from employers">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Inbox className="size-5 text-primary" aria-hidden="true" />
          Messages from employers
        </CardTitle>
        <CardDescription>Employers who found you in candidate search and wrote to you.</CardDescription>
      </CardHeader>
      <CardContent>
        {messages.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {messages.isError ? <p className="text-sm text-destructive">Your messages could not be loaded.</p> : null}
        {messages.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet. When an employer contacts you, it appears here.</p>
        ) : null}
        {messages.data && messages.data.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {messages.data.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
