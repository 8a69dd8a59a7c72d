/**
 * One message of a thread: the viewer's side's on the right in the primary colour (a colleague's
 * with their name), the other side's on the left with the writer's name; a contact message's subject
 * as its bold first line, a decline marked as one, the time under it, and 'Seen' under the viewer's
 * side's newest message the other side has read; the newest message about an interview carries its card.
 */
import { CheckCheck, HandHeart } from 'lucide-react';
import type { TConversationMessage } from '#shared/schemas/conversations.ts';
import { cn } from '#client/lib/utils.ts';
import { formatMessageTime } from '../utils/thread.ts';
import { useRenderMessageInterview } from './message-interview-slot.tsx';
import { MessageText } from './message-text.tsx';

export function MessageBubble({
  message,
  isSeen,
  showsInterview = false,
}: {
  message: TConversationMessage;
  isSeen: boolean;
  /** The newest message about its interview shows the interview's card. */
  showsInterview?: boolean;
}) {
  const { fromMe, fromMySide } = message;
  const renderInterview = useRenderMessageInterview();
  return (
    <li className={cn('flex flex-col gap-1', fromMySide ? 'items-end pl-8 sm:pl-16' : 'items-start pr-8 sm:pr-16')}>
      <div
        className={cn(
          'grid max-w-full gap-1 rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          fromMySide ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.kind === 'decline' ? (
          <span
            className={cn(
              'flex w-fit items-center gap-1 text-xs font-semibold',
              fromMySide ? 'text-primary-foreground/90' : 'text-muted-foreground',
            )}
          >
            <HandHeart className="size-3.5" aria-hidden="true" />
            Declined
          </span>
        ) : null}
        {message.subject ? <p className="font-semibold wrap-anywhere">{message.subject}</p> : null}
        <MessageText body={message.body} />
      </div>
      {showsInterview && message.interviewId !== null ? renderInterview?.(message.interviewId) : null}
      <p className="flex items-center gap-2 px-1 text-xs text-muted-foreground">
        {fromMe ? <span className="sr-only">You, </span> : <span className="font-medium text-foreground/80">{message.senderName} ·</span>}
        <time dateTime={message.createdAt} title={new Date(message.createdAt).toLocaleString()}>
          {formatMessageTime(message.createdAt)}
        </time>
        {isSeen ? (
          <span className="flex items-center gap-0.5">
            <CheckCheck className="size-3.5" aria-hidden="true" />
            Seen
          </span>
        ) : null}
      </p>
    </li>
  );
}
