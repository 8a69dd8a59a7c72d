/**
 * One message to each chosen candidate, in the company's conversation with them about the job. 'Use
 * template' fills the job's title, the company and the sender's name; {{firstName}} is left for the
 * server, which writes each candidate's own. Any other placeholder left blocks the send, as the server
 * would. The dialog stays open until the messages are sent, so a refusal keeps the text.
 */
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '#shared/schemas/conversations.ts';
import { withoutPerRecipientPlaceholders } from '#shared/schemas/message-templates.ts';
import { PlaceholderNotice, usePlaceholderCheck } from '#client/components/hiring/placeholder-notice.tsx';
import { TemplatePicker } from '#client/components/hiring/template-picker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { formatCount } from '#client/lib/format.ts';
import { useSession } from '#client/lib/session-context.tsx';

export function BulkMessageDialog({
  employerId,
  jobTitle,
  count,
  isOpen,
  isPending,
  onSend,
  onCancel,
}: {
  employerId: number;
  jobTitle: string;
  /** The chosen candidates. */
  count: number;
  isOpen: boolean;
  isPending: boolean;
  onSend: (body: string) => void;
  onCancel: () => void;
}) {
  // The title stays while the dialog fades out (the choice is cleared once the messages are sent).
  const [shownCount, setShownCount] = useState(count);
  if (isOpen && count !== shownCount) setShownCount(count);

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open || isPending ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Message {formatCount(shownCount, 'candidate')}</DialogTitle>
          <DialogDescription>
            Each gets this message in your conversation with them about {jobTitle}, with one notification.
          </DialogDescription>
        </DialogHeader>
        {isOpen ? (
          <MessageForm employerId={employerId} jobTitle={jobTitle} isPending={isPending} onSend={onSend} onCancel={onCancel} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MessageForm({
  employerId,
  jobTitle,
  isPending,
  onSend,
  onCancel,
}: {
  employerId: number;
  jobTitle: string;
  isPending: boolean;
  onSend: (body: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const placeholders = usePlaceholderCheck(withoutPerRecipientPlaceholders(body));
  const companyName = useQuery(getCompanyQueryOptions(employerId)).data?.company?.name;
  const recruiterName = useSession().user?.fullName;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    setIsEmpty(text === '');
    if (text !== '' && placeholders.check()) onSend(text);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${id}-body`}>Message</Label>
          <TemplatePicker
            employerId={employerId}
            kind="message"
            values={{ jobTitle, company: companyName, recruiterName }}
            onPick={(filled) => setBody(filled.body)}
          />
        </div>
        <Textarea
          id={`${id}-body`}
          rows={6}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-invalid={isEmpty || undefined}
          aria-describedby={`${id}-hint${isEmpty ? ` ${id}-error` : ''}`}
          placeholder="e.g. Hi {{firstName}}, thank you for applying. We will be in touch within a week."
        />
        {isEmpty ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            Message is required
          </p>
        ) : null}
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {'{{firstName}}'} becomes each candidate’s first name.
        </p>
      </div>
      <PlaceholderNotice check={placeholders} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          <Send aria-hidden="true" />
          {isPending ? 'Sending…' : 'Send'}
        </Button>
      </DialogFooter>
    </form>
  );
}
