/** The Inbox or the Archived list, newest activity first: 'Load more' fetches the next page. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { getConversationListQueryOptions } from '../api/conversations.ts';
import { getEmptyListText, getListedConversations } from '../utils/conversation-list.ts';
import { ConversationListItem } from './conversation-list-item.tsx';

const SKELETON_ROWS = 4;

export function ConversationList({
  archived,
  selectedId,
  isDeveloper,
}: {
  archived: boolean;
  selectedId: number | null;
  isDeveloper: boolean;
}) {
  const list = useInfiniteQuery(getConversationListQueryOptions(archived));

  if (list.isPending) return <ListSkeleton />;
  if (!list.data) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm">
        <p>Your conversations could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const conversations = getListedConversations(list.data.pages);
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <div className="rounded-full bg-secondary p-3 text-primary">
          <Inbox className="size-6" aria-hidden="true" />
        </div>
        <p className="max-w-xs text-sm text-muted-foreground">{getEmptyListText({ archived, isDeveloper })}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={archived ? 'Archived conversations' : 'Inbox conversations'} className="flex flex-col gap-1">
        {conversations.map((conversation) => (
          <ConversationListItem key={conversation.id} conversation={conversation} isSelected={conversation.id === selectedId} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="mx-auto"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading conversations" className="grid gap-1">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className="flex gap-3 px-3 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
