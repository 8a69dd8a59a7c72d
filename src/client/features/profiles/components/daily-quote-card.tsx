/** Daily motivation card: one quote, chosen by the day of the year. */
import { Quote, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { getQuoteOfTheDay } from '../data/quotes.ts';

export function DailyQuoteCard() {
  // Chosen once per visit: the quote should not change under the reader at midnight.
  const [quote] = useState(() => getQuoteOfTheDay(new Date()));
  const titleId = useId();
  return (
    <Card className="relative overflow-hidden border-none bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 text-white shadow-lg shadow-indigo-500/20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.18)_1px,transparent_0)] bg-[size:16px_16px]"
      />
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-white/10" />
      <Quote aria-hidden="true" className="absolute right-5 bottom-4 size-20 rotate-180 text-white/10" />
      <section aria-labelledby={titleId} className="relative flex flex-col gap-4 p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold tracking-wide text-white/90 uppercase">
            <Sparkles className="size-4" aria-hidden="true" />
            Daily Motivation
          </h2>
          <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ring-white/25">
            {quote.category}
          </span>
        </div>
        <figure className="flex flex-col gap-3">
          <blockquote className="text-lg leading-relaxed font-medium text-balance">“{quote.text}”</blockquote>
          <figcaption className="text-sm font-medium text-white/80">— {quote.author}</figcaption>
        </figure>
      </section>
    </Card>
  );
}
