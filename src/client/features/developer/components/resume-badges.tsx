import { Sparkles, Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

/** Spec part 1 §9: 80 or more default style, 60 to 79 secondary, below 60 warning. */
export function getScoreBadgeVariant(score: number): 'default' | 'secondary' | 'warning' {
  if (score >= 80) return 'default';
  if (score >= 60) return 'secondary';
  return 'warning';
}

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
