/**
 * The reply box under a thread: Enter starts a new line, Ctrl+Enter (⌘+Enter on a Mac) or Send sends.
 * Send waits for text; the count of characters shows near the limit. A sent reply clears the box,
 * which keeps the focus for the next one. On the employer's side, 'Use template' inserts one of the
 * company's reply templates; a placeholder left unfilled blocks sending.
 */
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '#shared/schemas/conversations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { PlaceholderNotice, usePlaceholderCheck } from '#client/components/hiring/placeholder-notice.tsx';
import { toFirstName } from '#shared/schemas/message-templates.ts';
import { TemplatePicker } from '#client/components/hiring/template-picker.tsx';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { cn } from '#client/lib/utils.ts';
import { useSendMessage } from '../api/conversation-actions.ts';
import { formatCharacterCount } from '../utils/thread.ts';

export function ReplyBox({
  conversationId,
  templateContext,
}: {
  conversationId: number;
  /** For the employer's side: whom the reply addresses and about which job, which templates fill in. */
  templateContext?: { candidateName: string; jobTitle: string | undefined };
}) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const send = useSendMessage(conversationId);
  const canSend = body.trim() !== '' && !send.isPending;
  const characterCount = formatCharacterCount(body.length, MESSAGE_MAX_LENGTH);
  const placeholders = usePlaceholderCheck(body);

  const onSend = () => {
    if (!canSend || !placeholders.check()) return;
    send.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        textareaRef.current?.focus();
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <Label htmlFor={`${id}-reply`} className="sr-only">
        Reply
      </Label>
      <Textarea
        ref={textareaRef}
        id={`${id}-reply`}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Write a reply..."
        aria-describedby={`${id}-hint${characterCount ? ` ${id}-count` : ''}`}
        className="max-h-48 min-h-0 resize-y"
      />
      <PlaceholderNotice check={placeholders} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          {templateContext ? (
            <ReplyTemplatePicker
              context={templateContext}
              onPick={(text) => {
                setBody(text);
                textareaRef.current?.focus();
              }}
            />
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Ctrl+Enter or ⌘+Enter sends.
          </p>
        </div>
        <div className="flex items-center gap-3">
          {characterCount ? (
            <p
              id={`${id}-count`}
              className={cn('text-xs tabular-nums', body.length >= MESSAGE_MAX_LENGTH ? 'text-destructive' : 'text-muted-foreground')}
            >
              <span className="sr-only">Characters used: </span>
              {characterCount}
            </p>
          ) : null}
          <Button type="submit" size="sm" disabled={!canSend}>
            <Send aria-hidden="true" />
            {send.isPending ? 'Sending...' : 'Send'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The company's reply templates, filled for the developer, the job, the company and the signed-in member. */
function ReplyTemplatePicker({
  context,
  onPick,
}: {
  context: { candidateName: string; jobTitle: string | undefined };
  onPick: (text: string) => void;
}) {
  const { user } = useSession();
  const employerId = user?.id ?? 0;
  const companyName = useQuery({ ...getCompanyQueryOptions(employerId), enabled: user !== null }).data?.company?.name;
  if (!user) return null;
  return (
    <TemplatePicker
      employerId={employerId}
      kind="message"
      values={{
        firstName: toFirstName(context.candidateName),
        jobTitle: context.jobTitle,
        company: companyName,
        recruiterName: user.fullName,
      }}
      onPick={(filled) => onPick(filled.body)}
    />
  );
}
