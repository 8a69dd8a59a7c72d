/**
 * A thread's header: who is on the other side (for the employer, a link to the candidate's page),
 * their headline, the job the conversation is about (a link to its page), the subject, a 'Declined'
 * badge, and the actions. Below 768 px, where the thread replaces the list, a back arrow returns to it.
 */
import { ArrowLeft, BriefcaseBusiness } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { TThread } from '#shared/schemas/conversations.ts';
import { UserAvatar } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';

export function ThreadHeader({
  conversation,
  headingRef,
  actions,
}: {
  conversation: TThread['conversation'];
  headingRef: Ref<HTMLHeadingElement>;
  actions: ReactNode;
}) {
  const { other, job } = conversation;
  return (
    <div className="grid gap-3 border-b p-4">
      <div className="flex items-start gap-3">
        <Button variant="ghost" size="icon" asChild className="-ml-2 shrink-0 md:hidden">
          <Link to="/messages" aria-label="Back to conversations" title="Back to conversations">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <UserAvatar name={other.fullName} src={other.pictureUrl} size="md" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 ref={headingRef} tabIndex={-1} className="min-w-0 text-lg leading-tight font-semibold wrap-anywhere outline-none">
              {/* The candidate page is the employer's: the developer's own view has no applicant id. */}
              {other.applicantId !== null ? (
                <Link to={`/candidate/${other.userId}`} className="hover:underline focus-visible:underline">
                  {other.fullName}
                </Link>
              ) : (
                other.fullName
              )}
            </h2>
            {conversation.declined ? <Badge variant="secondary">Declined</Badge> : null}
          </div>
          {other.headline ? <p className="text-sm wrap-anywhere text-muted-foreground">{other.headline}</p> : null}
          {job ? (
            <p className="flex items-center gap-1.5 text-sm">
              <BriefcaseBusiness className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Job: </span>
              <Link
                to={`/jobs/${job.id}`}
                className="min-w-0 font-medium wrap-anywhere text-primary hover:underline focus-visible:underline"
              >
                {job.title}
              </Link>
            </p>
          ) : null}
          <p className="text-sm wrap-anywhere">
            <span className="text-muted-foreground">Subject: </span>
            {conversation.subject}
          </p>
        </div>
      </div>
      {actions}
    </div>
  );
}
