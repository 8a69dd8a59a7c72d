/**
 * The candidate profile page /candidate/{userId} (spec part 2 §2), for employers and admins: header,
 * the computed match with its reasons (GET /api/candidates/{userId}/match, never random), salary,
 * About, Skills, Experience, Resumes, Contact Information and Profile Completion. Contact opens the
 * same dialog as the search; favourite and private note work here too.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  Briefcase,
  CalendarDays,
  DollarSign,
  Eye,
  FileText,
  GraduationCap,
  Mail,
  MapPin,
  Phone,
  Sparkles,
  UserRound,
  UserX,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatPhoneNumber } from '#shared/phone-format.ts';
import type { TCandidateMatch } from '#shared/schemas/candidates.ts';
import {
  AVAILABILITY_LABEL,
  EXPERIENCE_LEVEL_LABEL,
  type TApplicantProfile,
  type TApplicantProfileResponse,
} from '#shared/schemas/profile.ts';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { UserAvatar } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { ProgressRing } from '#client/components/ui/progress-ring.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApplicantProfileQueryOptions, getResumesQueryOptions } from '#client/lib/applicant-queries.ts';
import { formatDate, formatFileSize } from '#client/lib/format.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { getCandidateMatchQueryOptions } from '../api/candidate-match.ts';
import { findNote, getNotesQueryOptions } from '../api/notes.ts';
import { MATCH_ENGINE_LABEL, ReasonList } from '../components/candidate-card.tsx';
import { CandidateNote } from '../components/candidate-note.tsx';
import { ContactDialog, type TContactCandidate } from '../components/contact-dialog.tsx';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { useCandidateFavorites } from '../components/use-candidate-favorites.ts';
import { formatSalaryText } from '../utils/salary-text.ts';
import { formatUpdatedAgo } from '../utils/updated-ago.ts';

const NOT_FOUND_STATUSES = new Set([400, 404]);

export function CandidateProfilePage() {
  useScreenTitle('Candidate Profile');
  const { userId = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  if (!/^\d+$/.test(userId) || Number(userId) < 1) return <CandidateNotFound />;
  // Keyed so moving to another candidate starts with fresh dialog and note state.
  return <CandidateProfile key={userId} userId={Number(userId)} employerId={user.id} employerName={user.fullName} />;
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
          <Card className="overflow-hidden">
            <NoteArea employerId={employerId} applicantId={data.profile.id} candidateName={data.profile.fullName} />
          </Card>
        </div>
      </div>

      <ContactDialog candidate={contactTarget} employerName={employerName} onClose={() => setContactTarget(null)} />
    </PageMain>
  );
}

/** About, Skills, Experience and, when given, Education. */
function ProfileDetails({ profile }: { profile: TApplicantProfile }) {
  return (
    <>
      <Section title="About" icon={<UserRound aria-hidden="true" />}>
        {profile.bio ? (
          <p className="leading-relaxed break-words whitespace-pre-line">{profile.bio}</p>
        ) : (
          <p className="text-muted-foreground italic">This candidate has not provided a bio yet.</p>
        )}
      </Section>

      <Section title="Skills" icon={<Sparkles aria-hidden="true" />}>
        {profile.skills.length > 0 ? (
          <ul aria-label="Skills" className="flex flex-wrap gap-2">
            {profile.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground italic">No skills listed yet.</p>
        )}
      </Section>

      <ExperienceSection profile={profile} />

      {profile.education ? (
        <Section title="Education" icon={<GraduationCap aria-hidden="true" />}>
          <p className="leading-relaxed break-words whitespace-pre-line">{profile.education}</p>
        </Section>
      ) : null}
    </>
  );
}

function ExperienceSection({ profile }: { profile: TApplicantProfile }) {
  // A profile may fill either field; the work experience wins when both are.
  const workExperience = profile.workExperience || profile.experience;
  return (
    <Section title="Experience" icon={<Briefcase aria-hidden="true" />}>
      <div className="grid gap-4">
        <div className="grid gap-1">
          <h3 className="text-sm font-medium text-muted-foreground">Experience level</h3>
          <p className="font-medium">
            {profile.experienceLevel ? EXPERIENCE_LEVEL_LABEL[profile.experienceLevel] : 'Experience level not specified'}
          </p>
        </div>
        <div className="grid gap-1">
          <h3 className="text-sm font-medium text-muted-foreground">Work experience</h3>
          {workExperience ? (
            <p className="leading-relaxed break-words whitespace-pre-line">{workExperience}</p>
          ) : (
            <p className="text-muted-foreground italic">Detailed work experience not provided.</p>
          )}
        </div>
      </div>
    </Section>
  );
}

function ProfileCompletion({ profile }: { profile: TApplicantProfile }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 id="candidate-completion-label" className="text-base leading-tight font-semibold">
          Profile Completion
        </h2>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">{formatUpdatedAgo(profile.updatedAt)}</span>
          <span className="font-semibold text-primary tabular-nums">{profile.profileCompletion}%</span>
        </div>
        <Progress value={profile.profileCompletion} aria-labelledby="candidate-completion-label" />
      </CardContent>
    </Card>
  );
}

function ProfileHeader({
  data: { profile, user },
  match,
  employerId,
  onContact,
}: {
  data: TApplicantProfileResponse;
  match: TCandidateMatch | undefined;
  employerId: number;
  onContact: () => void;
}) {
  const favorites = useCandidateFavorites(employerId);
  const isFavorited = favorites.isFavorited(profile.id);

  return (
    <Card className="overflow-hidden">
      <div className="h-24 bg-gradient-to-r from-indigo-600 via-indigo-500 to-violet-600 sm:h-28" aria-hidden="true" />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:px-6 md:flex-row md:items-end md:justify-between">
        {/* The avatar overlaps the banner by half; the name starts beside its lower half, clear of the banner. */}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <UserAvatar name={profile.fullName} src={user.profilePicture} size="xl" className="-mt-12 ring-4 ring-card" />
          <div className="grid min-w-0 gap-1.5 sm:pt-4">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{profile.fullName}</h1>
            <p className="text-muted-foreground">{profile.jobTitle || 'Software Developer'}</p>
            <ProfileFacts profile={profile} user={user} />
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <MatchSummary match={match} />
          <div className="flex gap-2">
            <Button onClick={onContact} className="flex-1 sm:flex-none">
              <Mail aria-hidden="true" />
              Contact
            </Button>
            <FavoriteButton
              isFavorited={isFavorited}
              onClick={() => favorites.toggle(profile.id)}
              disabled={favorites.isPending(profile.id)}
              className="flex-1 sm:flex-none"
            />
          </div>
        </div>
      </div>
    </Card>
  );
}

/** Availability, location, salary and, when known, when the candidate joined. */
function ProfileFacts({ profile, user }: TApplicantProfileResponse) {
  const joined = formatDate(user.createdAt);
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
      <li>
        <Badge className="border-transparent bg-emerald-700 text-white dark:bg-emerald-500 dark:text-emerald-950">
          {profile.availability ? AVAILABILITY_LABEL[profile.availability] : 'Available'}
        </Badge>
      </li>
      <li className="flex items-center gap-1.5">
        <MapPin aria-hidden="true" />
        <span className="sr-only">Location: </span>
        {user.location || 'Location not specified'}
      </li>
      <li className="flex items-center gap-1.5">
        <DollarSign aria-hidden="true" />
        <span className="sr-only">Salary: </span>
        {formatSalaryText(profile)}
      </li>
      {joined ? (
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" />
          Joined {joined}
        </li>
      ) : null}
    </ul>
  );
}

/** The match percent as a ring, named for assistive technology as a meter. */
function MatchSummary({ match }: { match: TCandidateMatch | undefined }) {
  if (!match) return null;
  return (
    <div
      role="meter"
      aria-label="Match"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={match.score}
      aria-valuetext={`${match.score}% match`}
      className="flex items-center gap-3"
    >
      <ProgressRing value={match.score} className="size-20" arc={{ className: 'stroke-primary' }}>
        <span className="text-lg font-bold tabular-nums">{match.score}%</span>
      </ProgressRing>
      <span className="text-sm leading-tight font-medium">
        {match.score}% match
        <span className="block text-xs font-normal text-muted-foreground">
          {match.basis === 'search' ? 'with your last search' : 'profile strength'}
        </span>
      </span>
    </div>
  );
}

function MatchCard({ match }: { match: TCandidateMatch | undefined }) {
  return (
    <Card className="border-indigo-200 dark:border-indigo-400/25">
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base leading-tight font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Match Analysis
          </h2>
          {match ? <span className="text-xs text-muted-foreground">{MATCH_ENGINE_LABEL[match.engine]}</span> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {match ? (
          <>
            <p className="text-xs text-muted-foreground">
              {match.basis === 'search'
                ? 'Compared with your most recent candidate search.'
                : 'You have not searched yet: this reads the profile on its own.'}
            </p>
            {match.recommendation ? <p className="leading-relaxed">{match.recommendation}</p> : null}
            <ReasonList title="Strengths" items={match.strengths} tone="strength" />
            <ReasonList title="Considerations" items={match.concerns} tone="concern" />
          </>
        ) : (
          <p className="text-muted-foreground">The match could not be worked out right now.</p>
        )}
      </CardContent>
    </Card>
  );
}

function ContactInformation({ data: { user } }: { data: TApplicantProfileResponse }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-base leading-tight font-semibold">Contact Information</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
          <li className="flex items-center gap-2.5">
            <Mail aria-hidden="true" />
            <span className="sr-only">Email: </span>
            <a href={`mailto:${user.email}`} className="min-w-0 wrap-anywhere text-primary underline-offset-4 hover:underline">
              {user.email}
            </a>
          </li>
          {user.phone ? (
            <li className="flex items-center gap-2.5">
              <Phone aria-hidden="true" />
              <span className="sr-only">Phone: </span>
              <a href={`tel:${user.phone.replace(/[^\d+]/g, '')}`} className="text-primary underline-offset-4 hover:underline">
                {formatPhoneNumber(user.phone, user.location ?? undefined)}
              </a>
            </li>
          ) : null}
          <li className="flex items-center gap-2.5">
            <MapPin aria-hidden="true" />
            <span className="sr-only">Location: </span>
            {user.location || 'Location not specified'}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

function ResumesSection({ userId }: { userId: number }) {
  const resumes = useQuery(getResumesQueryOptions(userId));
  return (
    <Section title="Resumes" icon={<FileText aria-hidden="true" />}>
      {resumes.isPending ? (
        <p className="text-muted-foreground">Loading resumes...</p>
      ) : resumes.isError ? (
        <p className="text-muted-foreground">Resumes could not be loaded.</p>
      ) : resumes.data.length === 0 ? (
        <p className="text-muted-foreground italic">No resumes uploaded yet.</p>
      ) : (
        <ul aria-label="Resumes" className="grid grid-cols-1 gap-2">
          {resumes.data.map((resume) => (
            <li key={resume.id} className="flex items-center gap-3 rounded-lg border p-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
                <FileText className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p id={`resume-${resume.id}`} className="truncate font-medium">
                  {resume.fileName}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatFileSize(resume.fileSize)} · Uploaded {formatDate(resume.uploadedAt) ?? 'Unknown'}
                  {resume.isPrimary ? ' · Featured' : ''}
                </p>
              </div>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/resume/${resume.id}`} aria-describedby={`resume-${resume.id}`}>
                  <Eye aria-hidden="true" />
                  View
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
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

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="pb-3">
        <h2
          id={id}
          className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight [&_svg]:size-5 [&_svg]:text-primary"
        >
          {icon}
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
