import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TJobStatus } from '#shared/job-values.ts';
import type { TJobCandidate } from '#shared/schemas/jobs.ts';
import { UserAvatar } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { MatchBadge } from '#client/components/ui/match-badge.tsx';
import type { TRenderCandidateActions } from './candidate-types.ts';
import { SkillChips } from '../../components/skill-chips.tsx';

const SKILLS_SHOWN = 5;

/** Developers from candidate search who fit the job and did not apply, best match first; marked as suggested. */
export function SuggestedCandidates({
  suggestions,
  jobId,
  jobStatus,
  renderCandidateActions,
}: {
  suggestions: TJobCandidate[];
  jobId: number;
  jobStatus: TJobStatus;
  renderCandidateActions?: TRenderCandidateActions;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
          Suggested candidates
        </h3>
        <p className="text-sm text-muted-foreground">Developers from candidate search who match this job and have not applied.</p>
      </div>
      {suggestions.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {jobStatus === 'open'
            ? 'No suggestions yet: no listed developer matches these skills.'
            : 'Suggestions appear while the job is open.'}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-3 md:grid-cols-2">
          {suggestions.map((candidate) => (
            <li key={candidate.applicantId}>
              <SuggestedCandidateCard candidate={candidate} jobId={jobId} renderCandidateActions={renderCandidateActions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SuggestedCandidateCard({
  candidate,
  jobId,
  renderCandidateActions,
}: {
  candidate: TJobCandidate;
  jobId: number;
  renderCandidateActions?: TRenderCandidateActions;
}) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs"
    >
      <div className="grid flex-1 content-start gap-3 p-4">
        <div className="flex items-start gap-3">
          <UserAvatar name={candidate.fullName} src={candidate.profilePicture} size="md" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h4 id={nameId} className="text-sm leading-snug font-semibold wrap-anywhere">
              <Link to={`/candidate/${candidate.userId}`} className="hover:underline focus-visible:underline">
                {candidate.fullName}
              </Link>
            </h4>
            <p className="text-xs wrap-anywhere text-muted-foreground">
              {[candidate.jobTitle ?? 'Developer', candidate.location].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="outline" className="gap-1 border-primary/40 text-primary">
            <Sparkles aria-hidden="true" />
            Suggested · did not apply
          </Badge>
          <MatchBadge score={candidate.match.score} />
        </div>
        <p className="text-xs leading-relaxed">{candidate.match.summary}</p>
        <SkillChips label={`Skills of ${candidate.fullName}`} skills={candidate.skills} limit={SKILLS_SHOWN} />
      </div>
      {renderCandidateActions?.({
        applicantId: candidate.applicantId,
        userId: candidate.userId,
        fullName: candidate.fullName,
        jobTitle: candidate.jobTitle,
        skills: candidate.skills,
        jobId,
      })}
    </article>
  );
}
