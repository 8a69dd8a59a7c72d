import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ResumeName, ResumeSourceBadge } from '#client/components/resume-version.tsx';
import { formatDate, formatKilobytes } from '#client/lib/format.ts';
import { FeaturedBadge, ResumeScoreBadge } from './resume-badges.tsx';

/** The Overview's resume list where one resume is selected for the panel beside it (radio buttons). */
export function ResumeSelector({
  resumes,
  selectedResumeId,
  onSelect,
}: {
  resumes: TResume[];
  selectedResumeId: number | null;
  onSelect: (resumeId: number) => void;
}) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg" id="resume-selector-title">
          Your resumes
        </CardTitle>
        <CardDescription>Select a resume to see its details and analysis.</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby="resume-selector-title" className="grid gap-2 sm:grid-cols-2">
          {resumes.map((resume) => (
            <label
              key={resume.id}
              className="flex min-w-0 cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input
                type="radio"
                name="selected-resume"
                className="size-4 shrink-0 accent-[var(--primary)]"
                checked={resume.id === selectedResumeId}
                onChange={() => onSelect(resume.id)}
              />
              <span className="min-w-0 flex-1">
                <ResumeName resume={resume} className="text-sm" />
                <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                  {formatDate(resume.uploadedAt) ?? 'Unknown date'} · {formatKilobytes(resume.fileSize)}
                  <ResumeSourceBadge source={resume.source} />
                  {resume.isPrimary ? <FeaturedBadge /> : null}
                  {resume.aiScore !== null ? <ResumeScoreBadge score={resume.aiScore} /> : null}
                </span>
              </span>
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
