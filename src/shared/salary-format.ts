/** Salaries in thousands, as the candidate cards and the match reasons write them (spec part 2 §9): '$140k'. */
export function formatThousands(amount: number): string {
  return `$${Math.round(amount / 1000)}k`;
}
