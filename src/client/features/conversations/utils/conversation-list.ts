import type { TConversationList, TConversationSummary } from '#shared/schemas/conversations.ts';

/**
 * The loaded pages as one list. A conversation with news between two page loads moves up and may
 * come again on a later page: it is listed once, where it was first.
 */
export function getListedConversations(pages: readonly TConversationList[]): TConversationSummary[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.items)
    .filter(({ id }) => {
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** What an empty list says, by tab and by who is reading. */
export function getEmptyListText({ archived, isDeveloper }: { archived: boolean; isDeveloper: boolean }): string {
  if (archived) return 'No archived conversations.';
  return isDeveloper
    ? 'No messages yet. When an employer writes to you, the conversation appears here.'
    : "No conversations yet. Contact a candidate from search, their profile or a job's pipeline.";
}
