import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Sparkles, UserRoundPen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TJob } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { MatchBadge } from '#client/components/ui/match-badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { recommendedJobsQueryOptions } from '../api/recommended-jobs.ts';
import { JobCard, JobCardSkeletons } from '../../components/job-card.tsx';

/** Cards shown before 'Show all': one row on wide screens. */
const FIRST_SHOWN = 3;
const RECOMMENDED_GRID = 'md:grid-cols-2 xl:grid-cols-3';

/**
 * 'Recommended for you': open jobs ranked by the candidate matcher against the developer's profile
 * and primary resume, each with its explained fit. Without any skill to match on, a hint says
 * where to add them.
 */
export function RecommendedJobs({ renderJobActions }: { renderJobActions: (job: TJob, titleId: string) => ReactNode }) {
  const recommended = useQuery(recommendedJobsQueryOptions);
  const [isShowingAll, setIsShowingAll] = useState(false);

  let content: ReactNode;
  if (recommended.isPending) {
    content = <JobCardSkeletons count={FIRST_SHOWN} className={RECOMMENDED_GRID} />;
  } else if (recommended.isError) {
    content = <p className="text-sm text-muted-foreground">Your recommendations could not be loaded right now.</p>;
  } else if (!recommended.data.hasSkills) {
    content = <AddSkillsHint />;
  } else if (recommended.data.jobs.length === 0) {
    content = (
      <p className="text-sm text-muted-foreground">No open job fits your skills yet. New jobs are matched as they are published.</p>
    );
  } else {
    const { jobs } = recommended.data;
    const shown = isShowingAll ? jobs : jobs.slice(0, FIRST_SHOWN);
    content = (
      <>
        <ul aria-label="Recommended jobs" className={cn('grid gap-4', RECOMMENDED_GRID)}>
          {shown.map(({ job, fit }) => (
            <li key={job.id} className="flex">
              <JobCard
                job={job}
                className="w-full"
                badge={<MatchBadge score={fit.score} />}
                renderActions={(titleId) => renderJobActions(job, titleId)}
              >
                <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">{fit.summary}</p>
              </JobCard>
            </li>
          ))}
        </ul>
        {jobs.length > FIRST_SHOWN ? (
          <Button
            variant="outline"
            className="w-fit self-center"
            aria-expanded={isShowingAll}
            onClick={() => setIsShowingAll(!isShowingAll)}
          >
            {isShowingAll ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {isShowingAll ? 'Show fewer' : `Show all ${jobs.length} recommendations`}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="recommended-jobs-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="recommended-jobs-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Recommended for you
        </h2>
        <p className="text-sm text-muted-foreground">Ranked by how your profile and primary resume fit each open job.</p>
      </div>
      {content}
    </section>
  );
}

function AddSkillsHint() {
  return (
    <Card className="flex flex-col gap-4 border-dashed p-5 sm:flex-row sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <UserRoundPen className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Add your skills to get recommendations</p>
        <p className="text-sm text-muted-foreground">
          Jobs are matched on the skills in your profile and your primary resume. Add skills to your profile or upload a resume.
        </p>
      </div>
      <Button asChild>
        <Link to="/applicant">Go to My Dashboard</Link>
      </Button>
    </Card>
  );
}
