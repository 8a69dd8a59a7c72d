import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { REJECTION_REASON_MAX } from '#shared/schemas/jobs.ts';
import { toFirstName, withoutPerRecipientPlaceholders, type TPlaceholderValues } from '#shared/schemas/message-templates.ts';
import { PlaceholderNotice, usePlaceholderCheck } from '#client/components/hiring/placeholder-notice.tsx';
import { TemplatePicker } from '#client/components/hiring/template-picker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { useSession } from '#client/lib/session-context.tsx';

/** Whom a rejection is for: one candidate by name, or several chosen on the board. */
export type TRejecting = { candidateName: string } | { count: number };

const isOne = (rejecting: TRejecting): rejecting is { candidateName: string } => 'candidateName' in rejecting;

/**
 * Confirms a move to Rejected, with an optional reason. The candidates are always told, kindly, that
 * the application did not go further; a reason is shared with them unless the team keeps it. 'Use
 * template' fills the reason from one of the company's rejection templates; a placeholder left unfilled
 * blocks it, except a several-candidate rejection's {{firstName}}, which the server fills for each.
 */
export function RejectDialog({
  employerId,
  jobTitle,
  rejecting,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  employerId: number;
  jobTitle: string;
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
  const companyName = useQuery(getCompanyQueryOptions(employerId)).data?.company?.name;
  const recruiterName = useSession().user?.fullName;
  const firstName = shown && isOne(shown) ? toFirstName(shown.candidateName) : undefined;
  const values = { firstName, jobTitle, company: companyName, recruiterName };

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
        {rejecting !== null ? (
          <ReasonForm employerId={employerId} values={values} isSeveral={!isOne(rejecting)} onConfirm={onConfirm} onCancel={onCancel} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  employerId,
  values,
  isSeveral,
  onConfirm,
  onCancel,
}: {
  employerId: number;
  values: TPlaceholderValues;
  isSeveral: boolean;
  onConfirm: (reason: string, shareReason: boolean) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [shareReason, setShareReason] = useState(true);
  const placeholders = usePlaceholderCheck(isSeveral ? withoutPerRecipientPlaceholders(reason) : reason);
  const candidate = isSeveral ? 'candidates' : 'candidate';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (placeholders.check()) onConfirm(reason.trim(), shareReason);
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
          {shareReason
            ? `Written here, it is sent to the ${candidate} within a polite thank-you. Leave it empty to send no reason.`
            : `Kept for your team: the ${isSeveral ? 'candidates are' : 'candidate is'} told only that the application did not go further.`}
          {isSeveral ? ' {{firstName}} becomes each candidate’s first name.' : null}
        </p>
      </div>
      <PlaceholderNotice check={placeholders} />
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
