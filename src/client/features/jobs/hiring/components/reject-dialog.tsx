import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { REJECTION_REASON_MAX } from '#shared/schemas/jobs.ts';
import type { TPlaceholderValues } from '#shared/schemas/message-templates.ts';
import { PlaceholderNotice, usePlaceholderCheck } from '#client/components/hiring/placeholder-notice.tsx';
import { TemplatePicker, toFirstName } from '#client/components/hiring/template-picker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { useSession } from '#client/lib/session-context.tsx';

/**
 * Confirms a move to Rejected, with an optional reason. The candidate is always told, kindly, that
 * the application did not go further; a reason, when given, is shared with them. 'Use template' fills
 * the reason from one of the company's rejection templates; a placeholder left unfilled blocks it.
 */
export function RejectDialog({
  employerId,
  jobTitle,
  candidateName,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  employerId: number;
  jobTitle: string;
  /** Null while closed. */
  candidateName: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}) {
  // The name stays in the title while the dialog fades out.
  const [shownName, setShownName] = useState(candidateName);
  if (candidateName !== null && candidateName !== shownName) setShownName(candidateName);
  const companyName = useQuery(getCompanyQueryOptions(employerId)).data?.company?.name;
  const recruiterName = useSession().user?.fullName;
  const values = { firstName: toFirstName(candidateName), jobTitle, company: companyName, recruiterName };

  return (
    <Dialog open={candidateName !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Reject {shownName}?</DialogTitle>
          <DialogDescription>
            They will get a polite message that their application did not go further this time, in the notification bell.
          </DialogDescription>
        </DialogHeader>
        {candidateName !== null ? <ReasonForm employerId={employerId} values={values} onConfirm={onConfirm} onCancel={onCancel} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  employerId,
  values,
  onConfirm,
  onCancel,
}: {
  employerId: number;
  values: TPlaceholderValues;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const placeholders = usePlaceholderCheck(reason);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (placeholders.check()) onConfirm(reason.trim());
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
          <TemplatePicker employerId={employerId} kind="rejection" values={values} onPick={(filled) => setReason(filled.body)} />
        </div>
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
      <PlaceholderNotice check={placeholders} />
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
