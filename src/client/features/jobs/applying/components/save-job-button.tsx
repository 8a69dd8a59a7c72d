import { useQuery } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { cn } from '#client/lib/utils.ts';
import { isJobSaved, savedJobsQueryOptions, useToggleSavedJob } from '../api/saved-jobs.ts';

/** 'Save' / 'Saved' for one job; every button of the same job follows the saved list. */
export function SaveJobButton({
  job,
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & { job: { id: number; title: string } }) {
  const saved = useQuery(savedJobsQueryOptions);
  const toggle = useToggleSavedJob();
  const isSaved = isJobSaved(saved.data, job.id);

  const onClick = () =>
    toggle.mutate(
      { jobId: job.id, isSaved },
      { onSuccess: () => toast({ title: isSaved ? 'Removed from saved jobs' : 'Job saved', description: job.title }) },
    );

  return (
    <Button
      variant="outline"
      disabled={saved.isFetching || toggle.isPending}
      onClick={onClick}
      className={cn(isSaved && 'border-primary/40 text-primary hover:text-primary', className)}
      {...props}
    >
      <Bookmark className={cn(isSaved && 'fill-current')} aria-hidden="true" />
      {isSaved ? 'Saved' : 'Save'}
    </Button>
  );
}
