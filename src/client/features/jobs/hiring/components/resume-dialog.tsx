import { useState } from 'react';
import type { TReceivedApplication } from '#shared/schemas/jobs.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { formatDate } from '#client/lib/format.ts';

/** The resume an application was sent with, as it was then (later edits to the resume do not show), and the note that came with it. */
export function ResumeDialog({ application, onClose }: { application: TReceivedApplication | null; onClose: () => void }) {
  // The last one shown stays while the dialog fades out.
  const [shown, setShown] = useState(application);
  if (application && application !== shown) setShown(application);

  return (
    <Dialog open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        {shown ? (
          <>
            <DialogHeader>
              <DialogTitle>Resume from {shown.candidateName}</DialogTitle>
              <DialogDescription>
                {shown.resumeFileName}, as sent on {formatDate(shown.createdAt)}
              </DialogDescription>
            </DialogHeader>
            {shown.note ? (
              <div className="rounded-lg border bg-muted/40 px-4 py-3">
                <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Their note</h3>
                <p className="text-sm wrap-anywhere whitespace-pre-wrap">{shown.note}</p>
              </div>
            ) : null}
            <MarkdownContent markdown={shown.resumeContent} className="min-w-0" />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
