import { Sparkles, Star } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { getScoreBadgeVariant } from '#client/lib/score-badge-variant.ts';

export function ResumeScoreBadge({ score }: { score: number }) {
  return (
    <Badge variant={getScoreBadgeVariant(score)}>
      <Sparkles aria-hidden="true" />
      <span className="sr-only">AI score </span>
      {score}/100
    </Badge>
  );
}

/** The primary resume's badge: the one employers see. */
export function FeaturedBadge() {
  return (
    <Badge variant="outline" className="border-amber-400/70 bg-amber-50 text-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
      <Star className="fill-current" aria-hidden="true" />
      Featured
    </Badge>
  );
}
