/**
 * How every list tells a developer's resume versions apart: their name (what the version is and when,
 * or the file's name) with the file name on hover, and how each came to be. Shared by the resume
 * manager, the apply dialog and the employer's view of a candidate's resumes.
 */
import { FileUp, Hammer, Braces, Sparkles } from 'lucide-react';
import type { TResume, TResumeSource } from '#shared/schemas/resumes/resume.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';

const SOURCES: Record<TResumeSource, { label: string; icon: typeof FileUp }> = {
  uploaded: { label: 'Uploaded', icon: FileUp },
  built: { label: 'Built', icon: Hammer },
  improved: { label: 'Improved', icon: Sparkles },
  imported: { label: 'Imported', icon: Braces },
};

export function ResumeSourceBadge({ source }: { source: TResumeSource }) {
  const { label, icon: Icon } = SOURCES[source];
  return (
    <Badge variant="secondary">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

/**
 * The resume's name, whole (wrapping): the day at the end of a version's name is what tells it
 * apart, so it is never cut off. On hover the name and, when it is not the file's, the file's name.
 */
export function ResumeName({ resume, className }: { resume: Pick<TResume, 'title' | 'fileName'>; className?: string }) {
  const hover = resume.title === resume.fileName ? resume.title : `${resume.title}\nFile: ${resume.fileName}`;
  return (
    <span className={cn('block font-medium wrap-anywhere', className)} title={hover}>
      {resume.title}
    </span>
  );
}
