/**
 * The contact dialog: opens prefilled for one candidate;
 * Send Message is enabled when the trimmed subject and message are non-empty and nothing is being
 * sent; success toasts, closes and resets. The parent holds the one open candidate. Sent from a job's
 * pipeline, the message is about that job (`jobId`): its own conversation. 'Use template' replaces the
 * text with one of the company's contact templates; a placeholder left unfilled blocks sending.
 */
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from '#shared/schemas/conversations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { PlaceholderNotice, usePlaceholderCheck } from '#client/components/hiring/placeholder-notice.tsx';
import { toFirstName } from '#shared/schemas/message-templates.ts';
import { TemplatePicker } from '#client/components/hiring/template-picker.tsx';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useContactCandidate } from '../api/contact-candidate.ts';
import { buildContactLetter, buildContactSubject } from '../utils/contact-letter.ts';

const MESSAGE_ROWS = 8;

/** Who the message goes to: `id` is the applicant (profile) id the server expects. */
export type TContactCandidate = { id: number; fullName: string; jobTitle?: string | null; skills?: string[] };

export function ContactDialog({
  candidate,
  employerId,
  employerName,
  jobId,
  jobTitle,
  onClose,
}: {
  candidate: TContactCandidate | null;
  employerId: number;
  employerName: string | null | undefined;
  jobId?: number;
  /** The job's title, which a template's {{jobTitle}} takes; without it the sender fills it in. */
  jobTitle?: string;
  onClose: () => void;
}) {
  // Asked for with the page, so the company is known by the time a candidate is contacted.
  const company = useQuery(getCompanyQueryOptions(employerId)).data?.company;
  return (
    <Dialog open={candidate !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {candidate ? (
        <DialogContent className="sm:max-w-2xl">
          {/* Keyed by candidate: every opening starts from the prefilled text. */}
          <ContactForm
            key={candidate.id}
            candidate={candidate}
            employerId={employerId}
            sender={{ employerName, companyName: company?.name ?? null }}
            jobId={jobId}
            jobTitle={jobTitle}
            onSent={onClose}
            onCancel={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ContactForm({
  candidate,
  employerId,
  sender,
  jobId,
  jobTitle,
  onSent,
  onCancel,
}: {
  candidate: TContactCandidate;
  employerId: number;
  sender: { employerName: string | null | undefined; companyName: string | null };
  jobId: number | undefined;
  jobTitle: string | undefined;
  onSent: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [subject, setSubject] = useState(() => buildContactSubject(sender.employerName, sender.companyName));
  const [message, setMessage] = useState(() => buildContactLetter({ candidate, ...sender }));
  const contact = useContactCandidate(employerId);
  const canSend = subject.trim() !== '' && message.trim() !== '' && !contact.isPending;
  const placeholders = usePlaceholderCheck(subject, message);

  const onSend = () => {
    if (!canSend || !placeholders.check()) return;
    contact.mutate(
      { candidateId: candidate.id, subject: subject.trim(), message: message.trim(), jobId },
      {
        onSuccess: () => {
          toast({ title: 'Message Sent', description: 'Your message has been sent to the candidate successfully.' });
          onSent();
        },
      },
    );
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <DialogHeader>
        <DialogTitle>Contact {candidate.fullName}</DialogTitle>
        <DialogDescription>
          The message starts a conversation in their DevMatch Messages, where they can reply. Edit the text below as you like.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Write your own, or start from one of your team&apos;s templates.</p>
        <TemplatePicker
          employerId={employerId}
          kind="contact"
          values={{
            firstName: toFirstName(candidate.fullName),
            jobTitle,
            company: sender.companyName,
            recruiterName: sender.employerName,
          }}
          onPick={(filled) => {
            if (filled.subject) setSubject(filled.subject);
            setMessage(filled.body);
          }}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input
          id={`${id}-subject`}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={CONTACT_SUBJECT_MAX_LENGTH}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          rows={MESSAGE_ROWS}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          className="min-h-0 resize-y leading-relaxed"
        />
      </div>
      <PlaceholderNotice check={placeholders} />
      <ContactFooter canSend={canSend} isSending={contact.isPending} onCancel={onCancel} />
    </form>
  );
}

function ContactFooter({ canSend, isSending, onCancel }: { canSend: boolean; isSending: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={!canSend}>
        <Send aria-hidden="true" />
        {isSending ? 'Sending...' : 'Send Message'}
      </Button>
    </DialogFooter>
  );
}
