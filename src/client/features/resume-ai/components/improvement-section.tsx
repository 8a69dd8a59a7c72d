import { useQuery } from '@tanstack/react-query';
import { WandSparkles } from 'lucide-react';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/lib/use-toast.ts';
import {
  getPendingImprovementQueryOptions,
  useApplyImprovements,
  useImprovementStartedAt,
  useImproveResume,
  useRejectImprovement,
} from '../api/improvement-api.ts';
import { IMPROVEMENT_STAGES } from '../utils/progress-stages.ts';
import { AnalysisProgress } from './analysis-progress.tsx';
import { ImprovementReview } from './improvement-review.tsx';

/**
 * 'Generate Improvements' and its review (none, then a pending review,
 * then rejected or applied). The pending review lives on the server, so it survives a reload.
 */
export function ImprovementSection({
  resume,
  targetRole,
  onVersionCreated,
}: {
  resume: TResume;
  targetRole: string;
  onVersionCreated: (resume: TResume) => void;
}) {
  const pending = useQuery(getPendingImprovementQueryOptions(resume.id));
  const improve = useImproveResume(resume.id);
  const improvementStartedAt = useImprovementStartedAt(resume.id);
  const reject = useRejectImprovement(resume.id);
  const apply = useApplyImprovements(resume);
  const improvement = pending.data?.improvement ?? null;

  const onGenerate = () =>
    improve.mutate(
      { targetRole: targetRole.trim() },
      {
        onSuccess: () => toast({ title: 'Improved version ready' }),
      },
    );

  const onReject = () =>
    reject.mutate(undefined, {
      onSuccess: () => toast({ title: 'Changes rejected', description: 'Your resume is unchanged.' }),
    });

  const onApply = (improvedContent: string) => {
    apply.mutate(improvedContent, {
      onSuccess: (result) => {
        toast({ title: 'New Resume Version Created' });
        onVersionCreated(result.resume);
      },
    });
  };

  if (pending.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (improvementStartedAt !== null) {
    return <AnalysisProgress title="Generating improvements" stages={IMPROVEMENT_STAGES} startedAt={improvementStartedAt} />;
  }
  if (improvement) {
    return (
      <ImprovementReview
        // A new review starts with all its changes accepted.
        key={improvement.id}
        improvement={improvement}
        shouldTakeFocus={improve.isSuccess}
        isRejecting={reject.isPending}
        isApplying={apply.isPending}
        onReject={onReject}
        onApply={onApply}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-dashed border-primary/30 bg-gradient-to-br from-indigo-500/5 to-violet-500/10 p-5 sm:flex-row sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white">
        <WandSparkles className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold">Improve this resume</h4>
        <p className="text-sm text-muted-foreground">
          A rewrite in clean, ATS-friendly markdown{targetRole.trim() ? ` aimed at “${targetRole.trim()}”` : ''}. It adds no facts you did
          not write, and nothing changes until you approve it.
        </p>
      </div>
      <Button variant="hero" onClick={onGenerate} disabled={improve.isPending}>
        <WandSparkles aria-hidden="true" />
        Generate Improvements
      </Button>
    </div>
  );
}
