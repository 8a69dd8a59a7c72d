/**
 * One search result: photo, name, match, availability, 'Contacted on …' once the employer wrote,
 * title, summary, skills, the AI analysis for AI Smart Search, location, salary, last update, and
 * Contact / View Profile / Favorite. The company's tags come in as `tags`, the private note area as `children`.
 */
import { BadgeCheck, CircleAlert, Clock, DollarSign, Mail, MapPin, Sparkles, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TCandidateSearchResult } from '#shared/schemas/candidate-search.ts';
import type { TContactedCandidate } from '#shared/schemas/conversations.ts';
import type { TMatchEngine } from '#shared/candidate-search.ts';
import { AVAILABILITY_LABEL } from '#shared/profile-values.ts';
import { UserAvatar } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MatchBadge } from '#client/components/ui/match-badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatSalaryThousands } from '../utils/salary-text.ts';
import { formatUpdatedAgo } from '../utils/updated-ago.ts';
import { ContactedLink } from './contacted-link.tsx';
import { FavoriteButton } from './favorite-button.tsx';

const SKILLS_SHOWN_PER_CARD = 4;
export type TResultsLayout = 'list' | 'grid';

export const MATCH_ENGINE_LABEL: Record<TMatchEngine, string> = {
  'built-in': 'Built-in matcher',
  llm: 'AI model',
};

export function CandidateCard({
  candidate,
  score,
  layout,
  isFavorited,
  isFavoritePending,
  onToggleFavorite,
  onContact,
  contact,
  tags,
  children,
}: {
  candidate: TCandidateSearchResult;
  score: number;
  layout: TResultsLayout;
  isFavorited: boolean;
  isFavoritePending: boolean;
  onToggleFavorite: () => void;
  onContact: () => void;
  /** The employer's latest conversation with the candidate, when they wrote to them. */
  contact?: TContactedCandidate;
  /** The company's tags on the candidate, with 'Add tag'. */
  tags?: ReactNode;
  children?: ReactNode;
}) {
  const nameId = useId();
  const summary = candidate.bio || candidate.experience;
  const isList = layout === 'list';

  const actions = (
    <CandidateActions
      userId={candidate.userId}
      nameId={nameId}
      isList={isList}
      isFavorited={isFavorited}
      isFavoritePending={isFavoritePending}
      onToggleFavorite={onToggleFavorite}
      onContact={onContact}
    />
  );

  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className={cn('flex flex-1 flex-col gap-4 p-5', isList && 'md:flex-row md:gap-6')}>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <CandidateHeader candidate={candidate} score={score} nameId={nameId} contact={contact} />
          {tags}

          {summary ? (
            <p className="line-clamp-3 text-sm leading-relaxed">{summary}</p>
          ) : (
            <p className="text-sm text-muted-foreground italic">No summary provided yet.</p>
          )}

          {candidate.skills.length > 0 ? <SkillList skills={candidate.skills} /> : null}

          {candidate.isAIEnhanced ? <AiAnalysis candidate={candidate} /> : null}

          <CandidateFacts candidate={candidate} />

          {isList ? null : actions}
        </div>
        {/* In the list layout the actions get a column of their own beside the details. */}
        {isList ? (
          <div className="flex flex-col justify-start border-t pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-6">{actions}</div>
        ) : null}
      </div>
      {children}
    </article>
  );
}

function CandidateHeader({
  candidate,
  score,
  nameId,
  contact,
}: {
  candidate: TCandidateSearchResult;
  score: number;
  nameId: string;
  contact: TContactedCandidate | undefined;
}) {
  return (
    <div className="flex gap-4">
      <UserAvatar name={candidate.fullName} src={candidate.user.profilePicture} size="lg" className="ring-2 ring-background" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 id={nameId} className="min-w-0 text-lg leading-tight font-semibold wrap-anywhere">
            {candidate.fullName}
          </h3>
          <MatchBadge score={score} isAIEnhanced={candidate.isAIEnhanced} />
        </div>
        <p className="text-sm wrap-anywhere text-muted-foreground">{candidate.jobTitle || 'Job Seeker'}</p>
        <div>
          <AvailabilityBadge availability={candidate.availability} />
        </div>
        {contact ? <ContactedLink contact={contact} /> : null}
      </div>
    </div>
  );
}

/** Location, salary and last update. */
function CandidateFacts({ candidate }: { candidate: TCandidateSearchResult }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-muted-foreground [&_svg]:size-3.5 [&_svg]:shrink-0">
      <li className="flex items-center gap-1.5">
        <MapPin aria-hidden="true" />
        <span className="sr-only">Location: </span>
        {candidate.user.location || 'Location not specified'}
        {candidate.openToRemote ? <span className="text-foreground/80">· Open to remote</span> : null}
      </li>
      <li className="flex items-center gap-1.5">
        <DollarSign aria-hidden="true" />
        <span className="sr-only">Salary: </span>
        {formatSalaryThousands(candidate)}
      </li>
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" />
        <time dateTime={candidate.updatedAt}>{formatUpdatedAgo(candidate.updatedAt)}</time>
      </li>
    </ul>
  );
}

/** Contact, View Profile and Favorite, each described by the candidate's name for screen readers. */
function CandidateActions({
  userId,
  nameId,
  isList,
  isFavorited,
  isFavoritePending,
  onToggleFavorite,
  onContact,
}: {
  userId: number;
  nameId: string;
  isList: boolean;
  isFavorited: boolean;
  isFavoritePending: boolean;
  onToggleFavorite: () => void;
  onContact: () => void;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', isList ? 'md:w-44 md:flex-col md:flex-nowrap' : 'mt-auto')}>
      <Button size="sm" onClick={onContact} aria-describedby={nameId} className={cn('flex-1', isList && 'md:flex-none')}>
        <Mail aria-hidden="true" />
        Contact
      </Button>
      <Button size="sm" variant="outline" asChild className={cn('flex-1', isList && 'md:flex-none')}>
        <Link to={`/candidate/${userId}`} aria-describedby={nameId}>
          <UserRound aria-hidden="true" />
          View Profile
        </Link>
      </Button>
      <FavoriteButton
        size="sm"
        isFavorited={isFavorited}
        onClick={onToggleFavorite}
        disabled={isFavoritePending}
        aria-describedby={nameId}
        className={cn('flex-1', isList && 'md:flex-none')}
      />
    </div>
  );
}

function AvailabilityBadge({ availability }: { availability: TCandidateSearchResult['availability'] }) {
  if (!availability) {
    return (
      <Badge variant="outline" className="text-muted-foreground">
        Availability not specified
      </Badge>
    );
  }
  return (
    <Badge
      variant="outline"
      className="border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-200"
    >
      <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
      {AVAILABILITY_LABEL[availability]}
    </Badge>
  );
}

function SkillList({ skills }: { skills: string[] }) {
  const shown = skills.slice(0, SKILLS_SHOWN_PER_CARD);
  const hidden = skills.length - shown.length;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="outline" title={skills.slice(SKILLS_SHOWN_PER_CARD).join(', ')}>
            +{hidden} more
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

function AiAnalysis({ candidate }: { candidate: TCandidateSearchResult }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-lg border border-indigo-200 bg-indigo-50/70 p-4 text-sm dark:border-indigo-400/25 dark:bg-indigo-400/10"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={id} className="flex items-center gap-1.5 font-semibold text-indigo-900 dark:text-indigo-100">
          <Sparkles className="size-4" aria-hidden="true" />
          AI Analysis
        </h4>
        <span className="text-xs text-indigo-900/80 dark:text-indigo-100/80">{MATCH_ENGINE_LABEL[candidate.matchEngine]}</span>
      </div>
      {candidate.aiRecommendation ? <p className="leading-relaxed">{candidate.aiRecommendation}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <ReasonList title="Strengths" items={candidate.aiStrengths} tone="strength" />
        <ReasonList title="Considerations" items={candidate.aiConcerns} tone="concern" />
      </div>
    </section>
  );
}

export function ReasonList({ title, items, tone }: { title: string; items: string[]; tone: 'strength' | 'concern' }) {
  const Icon = tone === 'strength' ? BadgeCheck : CircleAlert;
  return (
    <div className="grid content-start gap-1.5">
      <p className="text-xs font-semibold tracking-wide uppercase">{title}</p>
      {items.length > 0 ? (
        <ul aria-label={title} className="grid gap-1.5">
          {items.map((item) => (
            <li key={item} className="flex gap-1.5 leading-snug">
              <Icon
                className={cn(
                  'mt-0.5 size-3.5 shrink-0',
                  tone === 'strength' ? 'text-emerald-600 dark:text-emerald-400' : 'text-amber-600 dark:text-amber-400',
                )}
                aria-hidden="true"
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">None noted.</p>
      )}
    </div>
  );
}
