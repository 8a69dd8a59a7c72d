/**
 * One conversation: its header and actions, the messages oldest first (older ones on request), and
 * the reply box, or the reason the viewer cannot reply. It opens scrolled to the newest message and
 * follows each new one; loading older messages keeps the ones on screen in place. Shown with unread
 * messages, it marks them read; a new message from the other side is announced to screen readers.
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { TThread } from '#shared/schemas/conversations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getThreadQueryOptions } from '../api/conversations.ts';
import { findInterviewCardIds, findSeenMessageId, getThreadMessages } from '../utils/thread.ts';
import { MessageBubble } from './message-bubble.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ThreadActions, UnblockButton } from './thread-actions.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { useMarkThreadRead } from './use-mark-read.ts';

/** Answers that mean the viewer has no such conversation. */
const NOT_FOUND_STATUSES = new Set([400, 403, 404]);

export function ConversationThread({
  conversationId,
  isDeveloper,
  headingRef,
}: {
  conversationId: number;
  isDeveloper: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const thread = useInfiniteQuery(getThreadQueryOptions(conversationId));

  if (thread.data) {
    return (
      <ThreadView
        data={thread.data}
        isDeveloper={isDeveloper}
        headingRef={headingRef}
        hasOlder={thread.hasNextPage}
        isLoadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
      />
    );
  }
  if (thread.isPending) return <ThreadSkeleton />;
  if (thread.error instanceof ApiError && NOT_FOUND_STATUSES.has(thread.error.status)) {
    return <ThreadNotFound />;
  }
  return (
    <ThreadNotice title="This conversation could not be loaded.">
      <Button variant="outline" onClick={() => void thread.refetch()}>
        Try again
      </Button>
    </ThreadNotice>
  );
}

export function ThreadNotFound() {
  return (
    <ThreadNotice title="Conversation not found" description="It does not exist, or it is not one of yours.">
      <Button variant="outline" asChild>
        <Link to="/messages">All conversations</Link>
      </Button>
    </ThreadNotice>
  );
}

function ThreadView({
  data,
  isDeveloper,
  headingRef,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
}: {
  data: InfiniteData<TThread>;
  isDeveloper: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const conversation = data.pages[0]!.conversation;
  const messages = getThreadMessages(data.pages);
  const newest = messages.at(-1) ?? null;
  const oldestId = messages[0]?.id ?? null;
  const seenId = findSeenMessageId(messages, conversation.otherReadThroughId);
  const interviewCardIds = findInterviewCardIds(messages);
  const { scrollRef, keepPlace } = useThreadScroll(newest?.id ?? null, oldestId);
  const announcement = useNewMessageAnnouncement(newest);

  useMarkThreadRead(conversation.id, { unreadCount: conversation.unreadCount, newestMessageId: newest?.id ?? null });

  const onLoadOlderClick = () => {
    keepPlace();
    onLoadOlder();
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader
        conversation={conversation}
        headingRef={headingRef}
        actions={<ThreadActions conversation={conversation} isDeveloper={isDeveloper} fallbackFocusRef={headingRef} />}
      />
      <div
        ref={scrollRef}
        role="region"
        aria-label={`Messages with ${conversation.other.fullName}`}
        // Scrollable with the keyboard even when no message holds a link.
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        {hasOlder ? (
          <div className="flex justify-center pb-4">
            <Button variant="outline" size="sm" onClick={onLoadOlderClick} disabled={isLoadingOlder}>
              {isLoadingOlder ? 'Loading...' : 'Load older messages'}
            </Button>
          </div>
        ) : null}
        <ol className="flex flex-col gap-4">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              isSeen={message.id === seenId}
              showsInterview={interviewCardIds.has(message.id)}
            />
          ))}
        </ol>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="border-t p-4">
        <ReplyArea conversation={conversation} isDeveloper={isDeveloper} headingRef={headingRef} />
      </div>
    </div>
  );
}

/**
 * Keeps the right message in view: opened, or a new message, the newest one; older messages loaded
 * above (call `keepPlace` just before), the ones that were on screen stay where they were.
 */
function useThreadScroll(newestId: number | null, oldestId: number | null) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const distanceFromBottom = useRef<number | null>(null);

  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [newestId]);

  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || distanceFromBottom.current === null) return;
    scroller.scrollTop = scroller.scrollHeight - distanceFromBottom.current;
    distanceFromBottom.current = null;
  }, [oldestId]);

  const keepPlace = () => {
    const scroller = scrollRef.current;
    if (scroller) distanceFromBottom.current = scroller.scrollHeight - scroller.scrollTop;
  };
  return { scrollRef, keepPlace };
}

/** The reply box, or why the viewer cannot reply (with Unblock for a developer who blocked the employer). */
function ReplyArea({
  conversation,
  isDeveloper,
  headingRef,
}: {
  conversation: TThread['conversation'];
  isDeveloper: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  if (conversation.canReply) {
    // The employer's side may start from a template addressed to the developer about the conversation's job.
    const templateContext = isDeveloper ? undefined : { candidateName: conversation.other.fullName, jobTitle: conversation.job?.title };
    return <ReplyBox conversationId={conversation.id} templateContext={templateContext} />;
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted px-4 py-3 text-sm">
      <p>{conversation.replyNotice ?? 'You cannot reply in this conversation.'}</p>
      {isDeveloper && conversation.blocked ? (
        <UnblockButton conversation={conversation} onUnblocked={() => headingRef.current?.focus()} />
      ) : null}
    </div>
  );
}

/** 'New message from …' once the newest message changes to one the other side sent; nothing on opening. */
function useNewMessageAnnouncement(newest: { id: number; fromMe: boolean; senderName: string } | null): string {
  const [announced, setAnnounced] = useState({ newestId: newest?.id ?? null, text: '' });
  const newestId = newest?.id ?? null;
  if (announced.newestId !== newestId) {
    setAnnounced({ newestId, text: newest && !newest.fromMe ? `New message from ${newest.senderName}` : '' });
  }
  return announced.text;
}

function ThreadNotice({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 py-14 text-center">
      <div className="rounded-full bg-secondary p-4 text-primary">
        <MessageSquareOff className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}

function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading conversation" className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b p-4">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <Skeleton className="h-16 w-3/5 rounded-2xl" />
        <Skeleton className="ml-auto h-12 w-2/5 rounded-2xl" />
        <Skeleton className="h-20 w-3/5 rounded-2xl" />
      </div>
    </div>
  );
}
