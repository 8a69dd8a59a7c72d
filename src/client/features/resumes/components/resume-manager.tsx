import { useQuery } from '@tanstack/react-query';
import { EyeOff, FileText } from 'lucide-react';
import type { TJsonResumeImport } from '#shared/schemas/resumes/json-resume.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { getResumesQueryOptions } from '#client/lib/applicant-queries.ts';
import { JsonResumeImport } from './json-resume-import.tsx';
import { ResumeListItem } from './resume-list-item.tsx';
import { ResumeUploadZone } from './resume-upload-zone.tsx';

/** 'Resume Upload & Analysis': the upload zone, the JSON Resume import and the developer's resumes. */
export function ResumeManager({
  userId,
  selectedResumeId,
  onUploaded,
  onImported,
  onAnalyze,
}: {
  userId: number;
  selectedResumeId: number | null;
  onUploaded: (resume: TResume) => void;
  onImported: (result: TJsonResumeImport) => void;
  onAnalyze: (resumeId: number) => void;
}) {
  const resumes = useQuery(getResumesQueryOptions(userId));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Resume Upload &amp; Analysis</CardTitle>
        <CardDescription>Upload a Word or PDF resume; feature the one employers should see.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ResumeUploadZone userId={userId} onUploaded={onUploaded} />
        <JsonResumeImport userId={userId} onImported={onImported} />
        {resumes.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <span className="sr-only">Loading resumes…</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : resumes.isError ? (
          <div className="flex flex-col items-center gap-2 py-4 text-center text-sm">
            <p className="text-muted-foreground">Unable to load your resumes.</p>
            <Button variant="outline" size="sm" onClick={() => void resumes.refetch()}>
              Try Again
            </Button>
          </div>
        ) : resumes.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-6 text-center">
            <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm font-medium">No resumes yet</p>
            <p className="max-w-64 text-xs text-muted-foreground">
              Upload a Word or PDF resume above, or create one in the Resume Builder tab.
            </p>
          </div>
        ) : (
          <>
            {resumes.data.some((resume) => resume.isPrimary) ? null : <NoFeaturedResumeNotice />}
            <ul className="flex flex-col gap-2" aria-label="Your resumes">
              {resumes.data.map((resume) => (
                <ResumeListItem key={resume.id} resume={resume} isSelected={resume.id === selectedResumeId} onAnalyze={onAnalyze} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Without a featured resume employers see none (the API keeps one featured, but older data may lack it). */
function NoFeaturedResumeNotice() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-400/70 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      No resume is featured, so employers see none of your resumes. Feature the one they should see.
    </p>
  );
}
