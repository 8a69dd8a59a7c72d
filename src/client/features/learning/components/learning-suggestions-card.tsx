/**
 * 'Suggested for You', above the spec's Learning resources card: free courses for the skills the
 * developer's target role asks for and their resume does not show, at their level, each with why.
 * Without a resume or a target role it says what to do, and offers the way to the resumes.
 */
import { useQuery } from '@tanstack/react-query';
import { FileSearch, Lightbulb, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TLearningSuggestion, TLearningSuggestions } from '#shared/schemas/learning.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { CourseTitle } from '#client/components/ui/course-title.tsx';
import { DifficultyBadge } from '#client/components/ui/difficulty-badge.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { StartLearningLink } from '#client/components/ui/start-learning-link.tsx';
import { learningSuggestionsQueryOptions } from '../api/learning-suggestions.ts';

const SOURCE_LABELS: Record<TLearningSuggestion['source'], string> = {
  'role-core': 'Core skill',
  'job-ad': 'From the job ad',
  'role-extra': 'Often asked',
};

const LOADING_CARDS = 2;

export function LearningSuggestionsCard({ onOpenResumes }: { onOpenResumes: () => void }) {
  const suggestions = useQuery(learningSuggestionsQueryOptions);
  const titleId = useId();

  let content: ReactNode;
  if (suggestions.isPending) {
    content = <SuggestionSkeletons />;
  } else if (suggestions.isError) {
    content = <p className="text-sm text-muted-foreground">Your learning suggestions could not be loaded right now.</p>;
  } else if (suggestions.data.status !== 'ready') {
    content = <EmptySuggestions answer={suggestions.data} onOpenResumes={onOpenResumes} />;
  } else {
    content = (
      <ul aria-label="Suggested courses" className="grid gap-4 lg:grid-cols-2">
        {suggestions.data.suggestions.map((suggestion) => (
          <li key={suggestion.course.url} className="flex">
            <SuggestionItem suggestion={suggestion} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby={titleId} role="region" aria-busy={suggestions.isPending}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Suggested for You
        </CardTitle>
        <CardDescription>
          {suggestions.data ? describeBasis(suggestions.data) : 'Free courses for the skills your target role asks for.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{content}</CardContent>
    </Card>
  );
}

/** What the list is based on: the role, the resume and the level, as far as they are known. */
function describeBasis({ targetRole, resume, level, levelBasis }: TLearningSuggestions): string {
  const role = targetRole ? `your target role (${targetRole})` : 'your target role';
  const from = resume ? ` Based on ${resume.fileName}.` : '';
  return `Free courses for what ${role} asks for, at ${level} level (${levelBasis}).${from}`;
}

function SuggestionItem({ suggestion }: { suggestion: TLearningSuggestion }) {
  const { course } = suggestion;
  const titleId = useId();
  return (
    <article className="flex w-full flex-col gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/40 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{suggestion.skill}</Badge>
        <span className="text-xs font-medium text-muted-foreground">{SOURCE_LABELS[suggestion.source]}</span>
      </div>
      <CourseTitle id={titleId} title={course.title} provider={course.provider} kind={course.kind} level={4} />
      <p className="flex gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
        <span>
          <span className="sr-only">Why: </span>
          {suggestion.reason}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted-foreground">
        <DifficultyBadge difficulty={course.level} />
        {suggestion.alsoCovers.length > 0 ? <span>Also covers {suggestion.alsoCovers.join(', ')}</span> : null}
      </div>
      <StartLearningLink url={course.url} titleId={titleId} />
    </article>
  );
}

function EmptySuggestions({ answer, onOpenResumes }: { answer: TLearningSuggestions; onOpenResumes: () => void }) {
  const canAct = answer.status !== 'all-shown';
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-dashed p-5 sm:flex-row sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <FileSearch className="size-5" aria-hidden="true" />
      </span>
      <p className="min-w-0 flex-1 text-sm text-muted-foreground">{answer.hint}</p>
      {canAct ? (
        <Button variant="outline" onClick={onOpenResumes} className="w-full sm:w-fit">
          Go to My Resumes
        </Button>
      ) : null}
    </div>
  );
}

function SuggestionSkeletons() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: LOADING_CARDS }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-xl border p-4 sm:p-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-8 w-32" />
        </div>
      ))}
    </div>
  );
}
