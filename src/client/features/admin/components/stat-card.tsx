import type { LucideIcon } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';

/** One figure with its label and a secondary line ('+3 this month'). */
export function StatCard({ label, value, detail, icon: Icon }: { label: string; value: number; detail?: string; icon: LucideIcon }) {
  return (
    <Card className="flex items-start justify-between gap-4 p-5">
      <div className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="text-3xl font-bold tracking-tight tabular-nums">{value.toLocaleString('en-US')}</p>
        {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
      </div>
      <span className="rounded-lg bg-primary/10 p-2.5 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  );
}
