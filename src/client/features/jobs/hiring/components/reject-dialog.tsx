import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { REJECTION_REASON_MAX } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

/**
 * Confirms a move to Rejected, with an optional reason. The candidate is always told, kindly, that
 * the application did not go further; a reason, when given, is shared with them.
 */
export function RejectDialog({
  candidateName,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  /** Null while closed. */
  candidateName: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}) {
  // The name stays in the title while the dialog fades out.
  const [shownName, setShownName] = useState(candidateName);
  if (candidateName !== null && candidateName !== shownName) setShownName(candidateName);

  return (
    <Dialog open={candidateName !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Reject {shownName}?</DialogTitle>
          <DialogDescription>
            They will get a polite message that their application did not go further this time, in the notification bell.
          </DialogDescription>
        </DialogHeader>
        {candidateName !== null ? <ReasonForm onConfirm={onConfirm} onCancel={onCancel} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({ onConfirm, onCancel }: { onConfirm: (reason: string) => void; onCancel: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REJECTION_REASON_MAX}
          aria-describedby={`${id}-hint`}
          placeholder="e.g. We went with a candidate with more Kubernetes experience."
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Written here, it is sent to the candidate within a polite thank-you. Leave it empty to send no reason.
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive">
          Reject candidate
        </Button>
      </DialogFooter>
    </form>
  );
}
