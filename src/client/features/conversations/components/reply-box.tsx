/**
 * The reply box under a thread: Enter starts a new line, Ctrl+Enter (⌘+Enter on a Mac) or Send sends.
 * Send waits for text; the count of characters shows near the limit. A sent reply clears the box,
 * which keeps the focus for the next one.
 */
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '#shared/schemas/conversations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/utils.ts';
import { useSendMessage } from '../api/conversation-actions.ts';
import { formatCharacterCount } from '../utils/thread.ts';

export function ReplyBox({ conversationId }: { conversationId: number }) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const send = useSendMessage(conversationId);
  const canSend = body.trim() !== '' && !send.isPending;
  const characterCount = formatCharacterCount(body.length, MESSAGE_MAX_LENGTH);

  const onSend = () => {
    if (!canSend) return;
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
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Ctrl+Enter or ⌘+Enter sends.
        </p>
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
