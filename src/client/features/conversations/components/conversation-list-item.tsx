/**
 * One conversation in the list, a link to its thread: the other person, their headline, the job,
 * the subject, the last message ('You: …' when the viewer wrote it), when, and the unread count;
 * unread conversations in bold.
 */
import { BriefcaseBusiness } from 'lucide-react';
import { Link } from 'react-router';
import type { TConversationSummary } from '#shared/schemas/conversations.ts';
import { UserAvatar } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatTimeAgo } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { formatLastMessage } from '../utils/thread.ts';

export function ConversationListItem({ conversation, isSelected }: { conversation: TConversationSummary; isSelected: boolean }) {
  const { other, job, lastMessage, unreadCount } = conversation;
  const isUnread = unreadCount > 0;
  return (
    <li>
      <Link
        to={`/messages/${conversation.id}`}
        aria-current={isSelected ? 'page' : undefined}
        data-conversation-id={conversation.id}
        className={cn(
          'flex gap-3 rounded-lg px-3 py-3 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
          isSelected && 'bg-accent',
        )}
      >
        {/* The name follows in text: the picture would say it twice in the link's name. */}
        <span aria-hidden="true">
          <UserAvatar name={other.fullName} src={other.pictureUrl} size="md" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', isUnread ? 'font-bold' : 'font-medium')}>{other.fullName}</span>
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
              {formatTimeAgo(lastMessage.createdAt)}
            </time>
          </span>
          {other.headline ? <span className="truncate text-xs text-muted-foreground">{other.headline}</span> : null}
          {job ? (
            <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <BriefcaseBusiness className="size-3 shrink-0" aria-hidden="true" />
              <span className="sr-only">Job: </span>
              <span className="truncate">{job.title}</span>
            </span>
          ) : null}
          <span className={cn('truncate', isUnread ? 'font-bold' : 'font-medium')}>{conversation.subject}</span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn('truncate', isUnread ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
              {formatLastMessage(lastMessage)}
            </span>
            <span className="flex shrink-0 items-center gap-1">
              {conversation.declined ? <Badge variant="outline">Declined</Badge> : null}
              {isUnread ? (
                <Badge>
                  {unreadCount}
                  <span className="sr-only"> unread</span>
                </Badge>
              ) : null}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
