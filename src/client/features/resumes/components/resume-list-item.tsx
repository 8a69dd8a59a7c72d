import { Eye, FileText, Loader2, Lock, Sparkles, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { ResumeName, ResumeSourceBadge } from '#client/components/resume-version.tsx';
import { formatDate, formatKilobytes } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { useDeleteResume, useSetPrimaryResume } from '../api/resumes-api.ts';
import { FeaturedBadge, ResumeScoreBadge } from './resume-badges.tsx';

/**
 * One resume in the manager: badges, name, date, size, who can see it and its four actions. Employers
 * see the featured resume, and a job's owner the one sent to that job; the others are the developer's.
 */
export function ResumeListItem({
  resume,
  isSelected,
  onAnalyze,
}: {
  resume: TResume;
  isSelected: boolean;
  onAnalyze: (resumeId: number) => void;
}) {
  const deleteResume = useDeleteResume(resume.userId);
  const setPrimary = useSetPrimaryResume(resume.userId);
  const isBusy = deleteResume.isPending || setPrimary.isPending;
  const fileNameSuffix = <span className="sr-only"> {resume.title}</span>;

  const onFeature = () =>
    setPrimary.mutate(resume.id, {
      onSuccess: () => toast({ title: 'Primary resume updated', description: 'This resume will now be featured to employers.' }),
    });

  const onDelete = () =>
    deleteResume.mutate(resume.id, {
      onSuccess: () => toast({ title: 'Resume deleted' }),
    });

  return (
    <li
      className={cn('rounded-lg border bg-background p-3 transition-colors', isSelected && 'border-primary/60 ring-1 ring-primary/30')}
      aria-busy={isBusy || undefined}
    >
      <ResumeSummary resume={resume} />
      <div className="mt-3 flex flex-wrap gap-1.5">
        <Button variant="outline" size="sm" asChild>
          <Link to={`/resume/${resume.id}`}>
            <Eye aria-hidden="true" />
            View{fileNameSuffix}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onAnalyze(resume.id)}>
          <Sparkles aria-hidden="true" />
          Analyze{fileNameSuffix}
        </Button>
        {resume.isPrimary ? null : (
          <Button variant="outline" size="sm" onClick={onFeature} disabled={isBusy}>
            {setPrimary.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Star aria-hidden="true" />}
            Feature{fileNameSuffix}
          </Button>
        )}
        {/* Delete acts at once, as the other actions do. */}
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          disabled={isBusy}
        >
          {deleteResume.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
          Delete{fileNameSuffix}
        </Button>
      </div>
    </li>
  );
}

/** The resume's name, date and size, its badges (how it came to be first), and who can see it. */
function ResumeSummary({ resume }: { resume: TResume }) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <FileText className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <ResumeName resume={resume} />
        <p className="text-xs text-muted-foreground">
          {formatDate(resume.uploadedAt) ?? 'Unknown date'} · {formatKilobytes(resume.fileSize)}
        </p>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <ResumeSourceBadge source={resume.source} />
          {resume.isPrimary ? <FeaturedBadge /> : null}
          {resume.aiScore !== null ? <ResumeScoreBadge score={resume.aiScore} /> : null}
        </div>
        <ResumeVisibilityNote isPrimary={resume.isPrimary} />
      </div>
    </div>
  );
}

/** Who can see this resume: employers see the featured one, and a job's owner the one sent to that job. */
function ResumeVisibilityNote({ isPrimary }: { isPrimary: boolean }) {
  return (
    <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-3.5 [&_svg]:shrink-0">
      {isPrimary ? (
        <>
          <Eye aria-hidden="true" />
          Employers see this resume
        </>
      ) : (
        <>
          <Lock aria-hidden="true" />
          Only you can see this version, unless you apply to a job with it
        </>
      )}
    </p>
  );
}
