/**
 * Under a message being written from a template: the placeholders still in it, highlighted, and once
 * the sender tries to send, the message that blocks the send ('Fill in {{jobTitle}} before sending.'),
 * the same words the server answers.
 */
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { findUnfilledPlaceholderMessage, splitPlaceholders } from '#shared/schemas/message-templates.ts';
import { cn } from '#client/lib/utils.ts';

/**
 * The placeholder check of a form: `check()` before sending answers whether it may go, and turns the
 * notice into the blocking message when not.
 */
export function usePlaceholderCheck(...texts: string[]) {
  const [hasTried, setHasTried] = useState(false);
  const blockingMessage = findUnfilledPlaceholderMessage(...texts);
  return {
    texts,
    blockingMessage: hasTried ? blockingMessage : null,
    check: () => {
      setHasTried(true);
      return blockingMessage === null;
    },
  };
}

export function PlaceholderNotice({ check }: { check: ReturnType<typeof usePlaceholderCheck> }) {
  const placeholders = [
    ...new Set(
      check.texts.flatMap((text) =>
        splitPlaceholders(text)
          .filter((part) => part.isPlaceholder)
          .map((part) => part.text),
      ),
    ),
  ];
  if (placeholders.length === 0) return null;
  return (
    <div
      role={check.blockingMessage ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        check.blockingMessage
          ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
          : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
      )}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0">
        {check.blockingMessage ? (
          <MarkedText text={check.blockingMessage} />
        ) : (
          <>
            Fill in before sending:{' '}
            {placeholders.map((placeholder) => (
              <PlaceholderMark key={placeholder} text={placeholder} />
            ))}
          </>
        )}
      </p>
    </div>
  );
}

function PlaceholderMark({ text }: { text: string }) {
  return <mark className="mr-1 rounded bg-amber-200 px-1 font-mono text-xs text-amber-950 dark:bg-amber-300">{text}</mark>;
}

/** Text with its placeholders marked (a template's text, the blocking message). */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {splitPlaceholders(text).map((part, index) =>
        part.isPlaceholder ? <PlaceholderMark key={index} text={part.text} /> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
