/**
 * The candidate-search feature's favourite, Contact and private note, and the company's tags on the
 * candidate, under each candidate of a job's pipeline and suggestions (features/jobs renders them
 * through its renderCandidateActions prop). Contact opens the search's contact dialog, prefilled the
 * same way; the message is about this job, whose title a template's {{jobTitle}} takes.
 * A card of an application also carries the interviews feature's part (its interview, "Schedule interview").
 */
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { CandidateTagList } from '#client/components/hiring/candidate-tag-list.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { findNote, getNotesQueryOptions } from '#client/features/candidate-search/api/notes.ts';
import { CandidateNote } from '#client/features/candidate-search/components/candidate-note.tsx';
import { ContactDialog, type TContactCandidate } from '#client/features/candidate-search/components/contact-dialog.tsx';
import { FavoriteButton } from '#client/features/candidate-search/components/favorite-button.tsx';
import { useCandidateFavorites } from '#client/features/candidate-search/components/use-candidate-favorites.ts';
import { ApplicationInterview } from '#client/features/interviews/components/application-interview.tsx';
import { getEmployerJobsQueryOptions } from '#client/features/jobs/hiring/api/employer-jobs.ts';
import type { TCandidateIdentity } from '#client/features/jobs/hiring/components/candidate-types.ts';
import { getTeamQueryOptions } from '#client/lib/team-query.ts';

export function JobCandidateActions({
  employerId,
  employerName,
  candidate,
  isReadOnly,
}: {
  employerId: number;
  employerName: string | null;
  candidate: TCandidateIdentity;
  isReadOnly: boolean;
}) {
  const favorites = useCandidateFavorites(employerId);
  const notes = useQuery(getNotesQueryOptions(employerId));
  const [isEditingNote, setIsEditingNote] = useState(false);
  const [contactTarget, setContactTarget] = useState<TContactCandidate | null>(null);
  const { applicantId, fullName } = candidate;
  const jobTitle = useQuery(getEmployerJobsQueryOptions(employerId)).data?.find((job) => job.id === candidate.jobId)?.title;

  return (
    <div className="border-t bg-muted/40">
      <CandidateTagList employerId={employerId} applicantId={applicantId} candidateName={fullName} className="px-3 pt-3" />
      {candidate.application ? (
        <CandidateInterview
          employerId={employerId}
          candidate={candidate}
          application={candidate.application}
          jobTitle={jobTitle}
          isReadOnly={isReadOnly}
        />
      ) : null}
      <div className="flex flex-wrap gap-2 px-3 pt-3">
        <FavoriteButton
          size="sm"
          isFavorited={favorites.isFavorited(applicantId)}
          disabled={favorites.isPending(applicantId)}
          onClick={() => favorites.toggle(applicantId)}
          aria-label={`${favorites.isFavorited(applicantId) ? 'Favorited' : 'Favorite'}: ${fullName}`}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => setContactTarget({ id: applicantId, fullName, jobTitle: candidate.jobTitle, skills: candidate.skills })}
          aria-label={`Contact ${fullName}`}
        >
          <Mail aria-hidden="true" />
          Contact
        </Button>
      </div>
      <CandidateNote
        employerId={employerId}
        applicantId={applicantId}
        candidateName={fullName}
        note={findNote(notes.data, applicantId)}
        isEditing={isEditingNote}
        onEdit={() => setIsEditingNote(true)}
        onDone={() => setIsEditingNote(false)}
        className="border-t-0 bg-transparent px-3 pt-2 pb-3"
      />
      <ContactDialog
        candidate={contactTarget}
        employerId={employerId}
        employerName={employerName}
        jobId={candidate.jobId}
        jobTitle={jobTitle}
        onClose={() => setContactTarget(null)}
      />
    </div>
  );
}

/** The interviews feature's part of a pipeline card: the scheduled time, and scheduling with the team as the panel to choose from. */
function CandidateInterview({
  employerId,
  candidate,
  application,
  jobTitle,
  isReadOnly,
}: {
  employerId: number;
  candidate: TCandidateIdentity;
  application: NonNullable<TCandidateIdentity['application']>;
  jobTitle: string | undefined;
  isReadOnly: boolean;
}) {
  const team = useQuery(getTeamQueryOptions(employerId));
  return (
    <ApplicationInterview
      employerId={employerId}
      jobId={candidate.jobId}
      applicationId={application.id}
      candidateName={candidate.fullName}
      jobTitle={jobTitle}
      isInInterviewStage={application.stage === 'interview' && !application.isWithdrawn}
      isReadOnly={isReadOnly}
      members={team.data?.members ?? []}
    />
  );
}
