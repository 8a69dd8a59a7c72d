/**
 * What the viewer can do to a conversation, in its header: the developer declines politely (after
 * seeing the exact text that goes out), archives or moves back to the inbox, and blocks or unblocks
 * the employer (after a confirmation); the employer archives or moves back. A button that goes away
 * once it has done its work hands the focus to the thread's heading.
 */
import { Archive, Ban, HandHeart, Inbox, LockOpen } from 'lucide-react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { DECLINE_MESSAGE_TEXT, type TThread } from '#shared/schemas/conversations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useArchiveConversation, useBlockConversation, useDeclineConversation } from '../api/conversation-actions.ts';

type TThreadConversation = TThread['conversation'];

export function ThreadActions({
  conversation,
  isDeveloper,
  fallbackFocusRef,
}: {
  conversation: TThreadConversation;
  isDeveloper: boolean;
  /** Takes the focus when the button that opened a dialog is gone after it (Decline politely, once sent). */
  fallbackFocusRef: RefObject<HTMLElement | null>;
}) {
  const archive = useToggleArchive(conversation);
  const [confirming, setConfirming] = useState<'decline' | 'block' | null>(null);
  const declineButtonRef = useRef<HTMLButtonElement>(null);
  const blockButtonRef = useRef<HTMLButtonElement>(null);
  const block = useToggleBlock(conversation);
  // Nobody is left to decline or block once the employer deleted their account.
  const isOtherDeleted = conversation.other.userId === null;

  const returnFocus = (event: Event, opener: HTMLElement | null) => {
    event.preventDefault();
    (opener?.isConnected ? opener : fallbackFocusRef.current)?.focus();
  };

  return (
    <>
      <div role="group" aria-label="Conversation actions" className="flex flex-wrap gap-2">
        {isDeveloper && !isOtherDeleted && !conversation.declined ? (
          <Button ref={declineButtonRef} variant="outline" size="sm" onClick={() => setConfirming('decline')}>
            <HandHeart aria-hidden="true" />
            Decline politely
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={archive.onToggle} disabled={archive.isPending}>
          {conversation.archived ? <Inbox aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {conversation.archived ? 'Move to inbox' : 'Archive'}
        </Button>
        {isDeveloper && !isOtherDeleted ? (
          <Button
            ref={blockButtonRef}
            variant="outline"
            size="sm"
            onClick={() => (conversation.blocked ? block.onToggle(false) : setConfirming('block'))}
            disabled={block.isPending}
          >
            {conversation.blocked ? <LockOpen aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {conversation.blocked ? 'Unblock' : 'Block'}
          </Button>
        ) : null}
      </div>

      {isDeveloper ? (
        <>
          <DeclineDialog
            conversation={conversation}
            open={confirming === 'decline'}
            onOpenChange={(open) => setConfirming(open ? 'decline' : null)}
            onCloseAutoFocus={(event) => returnFocus(event, declineButtonRef.current)}
          />
          <BlockDialog
            conversation={conversation}
            block={block}
            open={confirming === 'block'}
            onOpenChange={(open) => setConfirming(open ? 'block' : null)}
            onCloseAutoFocus={(event) => returnFocus(event, blockButtonRef.current)}
          />
        </>
      ) : null}
    </>
  );
}

/** The developer's 'Unblock' beside the notice that replaces the reply box while they block the employer. */
export function UnblockButton({ conversation, onUnblocked }: { conversation: TThreadConversation; onUnblocked: () => void }) {
  const block = useToggleBlock(conversation);
  return (
    <Button variant="outline" size="sm" onClick={() => block.onToggle(false, onUnblocked)} disabled={block.isPending}>
      <LockOpen aria-hidden="true" />
      Unblock
    </Button>
  );
}

/** Archives the conversation or moves it back to the inbox, with its toast. */
function useToggleArchive(conversation: TThreadConversation) {
  const archive = useArchiveConversation(conversation.id);
  const onToggle = () => {
    const archived = !conversation.archived;
    archive.mutate(archived, {
      onSuccess: () =>
        toast(
          archived
            ? { title: 'Conversation Archived', description: 'It is in your Archived list now.' }
            : { title: 'Moved to Inbox', description: 'The conversation is back in your inbox.' },
        ),
    });
  };
  return { onToggle, isPending: archive.isPending };
}

/** Blocks or unblocks the employer, with the same toast wherever it is done from. */
function useToggleBlock(conversation: TThreadConversation) {
  const block = useBlockConversation(conversation.id);
  const name = conversation.other.fullName;
  const onToggle = (blocked: boolean, onDone?: () => void) =>
    block.mutate(blocked, {
      onSuccess: () => {
        toast(
          blocked
            ? { title: 'Blocked', description: `${name} can no longer send you messages.` }
            : { title: 'Unblocked', description: `${name} can send you messages again.` },
        );
        onDone?.();
      },
    });
  return { onToggle, isPending: block.isPending };
}

function BlockDialog({
  conversation,
  block,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  conversation: TThreadConversation;
  block: ReturnType<typeof useToggleBlock>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Block ${conversation.other.fullName}?`}
      description="They will not be able to send you messages. They are only told you are not accepting messages."
      confirmLabel="Block"
      pendingLabel="Blocking..."
      isPending={block.isPending}
      variant="destructive"
      onConfirm={() => block.onToggle(true, () => onOpenChange(false))}
    />
  );
}

function DeclineDialog({
  conversation,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  conversation: TThreadConversation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const decline = useDeclineConversation(conversation.id);
  const onConfirm = () =>
    decline.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Declined', description: `Your polite answer has been sent to ${conversation.other.fullName}.` });
        onOpenChange(false);
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Decline politely?"
      description={`${conversation.other.fullName} receives this message, and the conversation is marked declined:`}
      confirmLabel="Send decline"
      pendingLabel="Sending..."
      isPending={decline.isPending}
      onConfirm={onConfirm}
    >
      <blockquote className="rounded-lg border-l-4 border-primary/40 bg-muted px-4 py-3 text-sm leading-relaxed">
        {DECLINE_MESSAGE_TEXT}
      </blockquote>
    </ConfirmDialog>
  );
}

/** A question before an action that tells the other side something; it stays open until the action is done. */
function ConfirmDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  isPending,
  variant = 'default',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description: string;
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  variant?: 'default' | 'destructive';
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" variant={variant} onClick={onConfirm} disabled={isPending}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
