import type { TResume } from '#shared/schemas/resume.ts';

/** The four-step resume builder (spec part 1 §2). Calls onGenerated with the created resume. */
export function ResumeBuilder(_props: { userId: number; onGenerated: (resume: TResume) => void }) {
  return null;
}
