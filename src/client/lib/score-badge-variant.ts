/** 80 or more default style, 60 to 79 secondary, below 60 warning. */
export function getScoreBadgeVariant(score: number): 'default' | 'secondary' | 'warning' {
  if (score >= 80) return 'default';
  if (score >= 60) return 'secondary';
  return 'warning';
}
