import { CircleCheck } from 'lucide-react';

export function StrengthsList({ strengths }: { strengths: string[] }) {
  if (strengths.length === 0) {
    return <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">No particular strengths stood out yet.</p>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {strengths.map((strength) => (
        <li key={strength} className="flex items-start gap-2.5 rounded-lg border bg-background p-3 text-sm">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          {strength}
        </li>
      ))}
    </ul>
  );
}
