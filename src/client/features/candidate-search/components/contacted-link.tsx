import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { TContactedCandidate } from '#shared/schemas/conversations.ts';
import { formatDate } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';

/** 'Contacted on Nov 26, 2026' on a candidate the employer wrote to: it opens that conversation. */
export function ContactedLink({ contact, className }: { contact: TContactedCandidate; className?: string }) {
  return (
    <Link
      to={`/messages/${contact.conversationId}`}
      className={cn(
        'inline-flex w-fit items-center gap-1.5 text-xs font-medium text-primary hover:underline focus-visible:underline',
        className,
      )}
    >
      <MessageSquare className="size-3.5 shrink-0" aria-hidden="true" />
      Contacted on {formatDate(contact.contactedAt)}
    </Link>
  );
}
