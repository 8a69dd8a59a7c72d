/**
 * The Messages screen (/messages and /messages/{conversationId}), for developers and employers: the
 * Inbox or Archived conversations beside the open thread. Below 768 px one pane shows at a time, the
 * list first, then the thread with a way back; moving between them moves the focus along. The
 * e-mail setting sits beside the heading.
 */
import { Archive, Inbox, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useParams } from 'react-router';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { cn } from '#client/lib/utils.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ConversationThread, ThreadNotFound } from '../components/conversation-thread.tsx';
import { MessageEmailSetting } from '../components/message-email-setting.tsx';
import { parseConversationId } from './messages-page.data.ts';

/** Below Tailwind's `md` the list and the thread take turns. */
const ONE_PANE_QUERY = '(max-width: 47.99rem)';

type TListTab = 'inbox' | 'archived';

export function MessagesPage() {
  useScreenTitle('Messages');
  const { user } = useSession();
  const { conversationId: rawConversationId } = useParams();
  const threadPaneRef = useRef<HTMLDivElement>(null);
  const threadHeadingRef = useRef<HTMLHeadingElement>(null);
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const isThreadOpen = rawConversationId !== undefined;
  const conversationId = parseConversationId(rawConversationId);
  usePaneFocus({ conversationId, threadPaneRef, pageHeadingRef });

  if (!user) return null;
  const isDeveloper = user.userType === 'developer';

  return (
    <PageMain className="flex flex-col gap-4 py-6 sm:py-8">
      {/* Where the thread has the screen to itself, its heading stays for screen readers only. */}
      <div className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-3', isThreadOpen && 'max-md:sr-only')}>
        <h1 ref={pageHeadingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          Messages
        </h1>
        <div className={cn(isThreadOpen && 'max-md:hidden')}>
          <MessageEmailSetting />
        </div>
      </div>

      <div className="grid gap-4 md:h-[calc(100dvh-11.5rem)] md:min-h-[30rem] md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ConversationListPane isThreadOpen={isThreadOpen} selectedId={conversationId} isDeveloper={isDeveloper} />

        <Card
          ref={threadPaneRef}
          role="region"
          aria-label="Conversation"
          tabIndex={-1}
          className={cn(
            'flex min-h-0 flex-col overflow-hidden outline-none max-md:h-[calc(100dvh-7rem)] max-md:min-h-[26rem]',
            !isThreadOpen && 'max-md:hidden',
          )}
        >
          {conversationId !== null ? (
            // Keyed: another conversation starts at its own newest message, with its own reply box.
            <ConversationThread
              key={conversationId}
              conversationId={conversationId}
              isDeveloper={isDeveloper}
              headingRef={threadHeadingRef}
            />
          ) : isThreadOpen ? (
            <ThreadNotFound />
          ) : (
            <NoConversationOpen />
          )}
        </Card>
      </div>
    </PageMain>
  );
}

/** The Inbox and Archived lists; below 768 px hidden while a thread is open. */
function ConversationListPane({
  isThreadOpen,
  selectedId,
  isDeveloper,
}: {
  isThreadOpen: boolean;
  selectedId: number | null;
  isDeveloper: boolean;
}) {
  const [tab, setTab] = useState<TListTab>('inbox');
  return (
    <Card role="region" aria-label="Conversations" className={cn('flex min-h-0 flex-col overflow-hidden', isThreadOpen && 'max-md:hidden')}>
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'archived' ? 'archived' : 'inbox')} className="min-h-0 flex-1 gap-0">
        <div className="border-b p-3">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="inbox">
              <Inbox aria-hidden="true" />
              Inbox
            </TabsTrigger>
            <TabsTrigger value="archived">
              <Archive aria-hidden="true" />
              Archived
            </TabsTrigger>
          </TabsList>
        </div>
        {(['inbox', 'archived'] as const).map((value) => (
          <TabsContent key={value} value={value} className="min-h-0 p-2 md:overflow-y-auto">
            <ConversationList archived={value === 'archived'} selectedId={selectedId} isDeveloper={isDeveloper} />
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}

/**
 * Where only one pane shows, the link or Back that switched panes is gone: the focus moves to the
 * thread, or back to the conversation it came from (the heading when that is not listed).
 */
function usePaneFocus({
  conversationId,
  threadPaneRef,
  pageHeadingRef,
}: {
  conversationId: number | null;
  threadPaneRef: RefObject<HTMLElement | null>;
  pageHeadingRef: RefObject<HTMLElement | null>;
}) {
  const shownId = useRef(conversationId);
  useEffect(() => {
    const previousId = shownId.current;
    shownId.current = conversationId;
    if (previousId === conversationId || !window.matchMedia(ONE_PANE_QUERY).matches) return;
    if (conversationId !== null) {
      threadPaneRef.current?.focus();
      return;
    }
    const listed = document.querySelector<HTMLElement>(`[data-conversation-id="${previousId}"]`);
    (listed ?? pageHeadingRef.current)?.focus();
  }, [conversationId, threadPaneRef, pageHeadingRef]);
}

function NoConversationOpen() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 py-14 text-center">
      <div className="rounded-full bg-secondary p-4 text-primary">
        <MessagesSquare className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-lg font-semibold">No conversation open</h2>
      <p className="max-w-sm text-sm text-muted-foreground">Choose a conversation from the list to read it here.</p>
    </div>
  );
}
