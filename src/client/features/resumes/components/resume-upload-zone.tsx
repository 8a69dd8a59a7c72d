import { useQuery } from '@tanstack/react-query';
import { FileUp, Loader2 } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { formatMegabytes } from '#shared/file-size.ts';
import {
  DOC_MIME,
  DOCX_MIME,
  PDF_MIME,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  type TResume,
  type TResumeQuota,
} from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { getResumeQuotaQueryOptions } from '#client/lib/applicant-queries.ts';
import { cn } from '#client/lib/utils.ts';
import { useUploadResume } from '../api/resumes-api.ts';
import { describeResumeQuota, getResumeFileProblem } from './upload-checks.ts';
import { useFileDrop } from './use-file-drop.ts';

/** Drop a Word or PDF resume here or browse for one. Only the first dropped file is used. */
export function ResumeUploadZone({ userId, onUploaded }: { userId: number; onUploaded: (resume: TResume) => void }) {
  const upload = useUploadResume(userId);
  const quota = useQuery(getResumeQuotaQueryOptions(userId));
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const problem = getResumeFileProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: (resume) => {
        toast({ title: 'Resume uploaded successfully' });
        onUploaded(resume);
      },
    });
  };

  const { isDragging, dropHandlers } = useFileDrop({ isBusy: upload.isPending, onFile });

  const browse = () => {
    if (!upload.isPending) fileInput.current?.click();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFile(event.target.files?.[0]);
    // Cleared so choosing the same file again (after fixing it, say) still fires a change.
    event.target.value = '';
  };

  return (
    <div
      // The whole zone is a drop target and, for the mouse, a click target; keyboard users reach the
      // Browse button inside, whose click bubbles up here.
      onClick={browse}
      {...dropHandlers}
      data-testid="resume-drop-zone"
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-primary/5',
        isDragging && 'border-primary bg-primary/10',
        upload.isPending && 'cursor-progress',
      )}
    >
      {upload.isPending ? (
        <UploadProgress progress={upload.progress} />
      ) : (
        <>
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FileUp className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm font-medium">{isDragging ? 'Drop your resume here' : 'Drag and drop your resume here'}</p>
          <Button type="button" variant="outline" size="sm" aria-describedby="resume-upload-hint">
            Browse files
          </Button>
        </>
      )}
      <p id="resume-upload-hint" className="text-xs text-muted-foreground">
        Word documents (.doc, .docx) or PDFs with text (.pdf), up to {formatMegabytes(RESUME_MAX_BYTES)}
      </p>
      {quota.data && <ResumeQuotaUsage quota={quota.data} />}
      <input
        ref={fileInput}
        type="file"
        accept={[...RESUME_EXTENSIONS, DOC_MIME, DOCX_MIME, PDF_MIME].join(',')}
        className="hidden"
        aria-label="Resume file"
        onClick={(event) => event.stopPropagation()}
        onChange={onChange}
      />
    </div>
  );
}

function ResumeQuotaUsage({ quota }: { quota: TResumeQuota }) {
  const { text, isFull } = describeResumeQuota(quota);
  return <p className={cn('text-xs text-muted-foreground', isFull && 'font-medium text-destructive')}>{text}</p>;
}

function UploadProgress({ progress }: { progress: number }) {
  return (
    <>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm font-medium" role="status">
        {progress < 100 ? `Uploading… ${progress}%` : 'Processing your resume…'}
      </p>
      <Progress value={progress} className="max-w-60" aria-label="Upload progress" />
    </>
  );
}
