import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { REJECTION_REASON_MAX } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

/** Whom a rejection is for: one candidate by name, or several chosen on the board. */
export type TRejecting = { candidateName: string } | { count: number };

const isOne = (rejecting: TRejecting): rejecting is { candidateName: string } => 'candidateName' in rejecting;

/**
 * Confirms a move to Rejected, with an optional reason. The candidates are always told, kindly, that
 * the application did not go further; a reason is shared with them unless the team keeps it.
 */
export function RejectDialog({
  rejecting,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  /** Null while closed. */
  rejecting: TRejecting | null;
  onConfirm: (reason: string, shareReason: boolean) => void;
  onCancel: () => void;
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}) {
  // The title stays while the dialog fades out.
  const [shown, setShown] = useState(rejecting);
  if (rejecting !== null && rejecting !== shown) setShown(rejecting);
  const title = shown && isOne(shown) ? `Reject ${shown.candidateName}?` : `Reject ${shown?.count ?? 0} candidates?`;

  return (
    <Dialog open={rejecting !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {shown && isOne(shown)
              ? 'They will get a polite message that their application did not go further this time, in the notification bell.'
              : 'Each will get a polite message that their application did not go further this time, in the notification bell.'}
          </DialogDescription>
        </DialogHeader>
        {rejecting !== null ? <ReasonForm isSeveral={!isOne(rejecting)} onConfirm={onConfirm} onCancel={onCancel} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  isSeveral,
  onConfirm,
  onCancel,
}: {
  isSeveral: boolean;
  onConfirm: (reason: string, shareReason: boolean) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [shareReason, setShareReason] = useState(true);
  const candidate = isSeveral ? 'candidates' : 'candidate';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim(), shareReason);
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
          {shareReason
            ? `Written here, it is sent to the ${candidate} within a polite thank-you. Leave it empty to send no reason.`
            : `Kept for your team: the ${isSeveral ? 'candidates are' : 'candidate is'} told only that the application did not go further.`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-share`} checked={shareReason} onCheckedChange={(checked) => setShareReason(checked === true)} />
        <Label htmlFor={`${id}-share`} className="font-normal">
          Send the reason to the {candidate}
        </Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive">
          {isSeveral ? 'Reject candidates' : 'Reject candidate'}
        </Button>
      </DialogFooter>
    </form>
  );
}
