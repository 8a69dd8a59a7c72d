/**
 * The candidate profile page /candidate/{userId}, for employers and admins: header,
 * the computed match with its reasons (GET /api/candidates/{userId}/match, never random), salary,
 * About, Skills, Experience, Resumes, Contact Information and Profile Completion. Contact opens the
 * same dialog as the search; favourite and private note work here too.
 */
import { CandidateTagList } from '#client/components/hiring/candidate-tag-list.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MailWarning, Tags, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApplicantProfileQueryOptions } from '#client/lib/applicant-queries.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { getCandidateMatchQueryOptions } from '../api/candidate-match.ts';
import { findNote, getNotesQueryOptions } from '../api/notes.ts';
import { parseCandidateId } from './candidate-profile-page.data.ts';
import { CandidateNote } from '../components/candidate-note.tsx';
import { ContactDialog, type TContactCandidate } from '../components/contact-dialog.tsx';
import { ContactInformation, ResumesSection } from '../components/candidate-contact-resumes.tsx';
import { MatchCard } from '../components/candidate-match-card.tsx';
import { ProfileCompletion, ProfileDetails } from '../components/candidate-profile-details.tsx';
import { ProfileHeader } from '../components/candidate-profile-header.tsx';

const NOT_FOUND_STATUSES = new Set([400, 404]);

export function CandidateProfilePage() {
  useScreenTitle('Candidate Profile');
  const { userId } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const candidateId = parseCandidateId(userId);
  if (candidateId === null) return <CandidateNotFound />;
  // Keyed so moving to another candidate starts with fresh dialog and note state.
  return <CandidateProfile key={candidateId} userId={candidateId} employerId={user.id} employerName={user.fullName} />;
}

function CandidateNotFound() {
  return (
    <StatusScreen
      title="Candidate not found"
      description="This candidate does not exist or their profile is not visible to employers."
      icon={<UserX className="size-8" aria-hidden="true" />}
      action={{ label: 'Back to Dashboard', to: '/employer' }}
    />
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && NOT_FOUND_STATUSES.has(error.status);
}

function CandidateProfile({ userId, employerId, employerName }: { userId: number; employerId: number; employerName: string | null }) {
  const profile = useQuery(getApplicantProfileQueryOptions(userId));
  const match = useQuery(getCandidateMatchQueryOptions(userId));
  const [contactTarget, setContactTarget] = useState<TContactCandidate | null>(null);

  // A hidden profile reads as missing: the match call knows who employers may see.
  if (isNotFound(profile.error) || isNotFound(match.error)) return <CandidateNotFound />;
  // The match decides whether employers may see this candidate: wait for it too, so a hidden profile never flashes.
  if (profile.isPending || match.isPending) {
    return <StatusScreen title="Loading candidate profile..." className="[&_h1]:text-lg [&_h1]:font-medium [&_h1]:text-muted-foreground" />;
  }
  // An employer whose own address is not confirmed yet: the server says what to do (the banner offers Resend).
  if (profile.error instanceof ApiError && profile.error.status === 403) {
    return (
      <StatusScreen
        title="Confirm your email to see this candidate"
        description={profile.error.message}
        icon={<MailWarning className="size-8" aria-hidden="true" />}
        action={{ label: 'Back to Dashboard', to: '/employer' }}
      />
    );
  }
  if (profile.isError) {
    return (
      <StatusScreen
        title="Unable to load candidate profile"
        description="Please try again in a moment."
        icon={<UserX className="size-8" aria-hidden="true" />}
        action={{ label: 'Back to Dashboard', to: '/employer' }}
      />
    );
  }

  const data = profile.data;
  return (
    <PageMain className="flex flex-col gap-6 py-8">
      <div>
        <Button variant="ghost" size="sm" asChild className="-ml-2">
          <Link to="/employer">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>

      <ProfileHeader
        data={data}
        match={match.data}
        employerId={employerId}
        onContact={() =>
          setContactTarget({
            id: data.profile.id,
            fullName: data.profile.fullName,
            jobTitle: data.profile.jobTitle,
            skills: data.profile.skills,
          })
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ProfileDetails profile={data.profile} />
          <ResumesSection userId={userId} />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <MatchCard match={match.data} />
          <ContactInformation data={data} />
          <ProfileCompletion profile={data.profile} />
          <Card className="grid gap-3 p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Tags className="size-5 text-primary" aria-hidden="true" />
              Tags
            </h2>
            <CandidateTagList
              employerId={employerId}
              applicantId={data.profile.id}
              candidateName={data.profile.fullName}
              emptyText="No tags yet."
            />
          </Card>
          <Card className="overflow-hidden">
            <NoteArea employerId={employerId} applicantId={data.profile.id} candidateName={data.profile.fullName} />
          </Card>
        </div>
      </div>

      <ContactDialog candidate={contactTarget} employerId={employerId} employerName={employerName} onClose={() => setContactTarget(null)} />
    </PageMain>
  );
}

function NoteArea({ employerId, applicantId, candidateName }: { employerId: number; applicantId: number; candidateName: string }) {
  const notes = useQuery(getNotesQueryOptions(employerId));
  const [isEditing, setIsEditing] = useState(false);
  return (
    <CandidateNote
      employerId={employerId}
      applicantId={applicantId}
      candidateName={candidateName}
      note={findNote(notes.data, applicantId)}
      isEditing={isEditing}
      onEdit={() => setIsEditing(true)}
      onDone={() => setIsEditing(false)}
      className="border-t-0 bg-transparent p-6"
    />
  );
}
