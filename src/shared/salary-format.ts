/** Salaries in thousands, as the candidate cards and the match reasons write them: '$140k'. */
export function formatThousands(amount: number): string {
  return `$${Math.round(amount / 1000)}k`;
}
