import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The icon and title that open the search column's cards (Search Criteria, Saved Searches). */
export function PanelHeading({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <span className="flex size-8 items-center justify-center rounded-lg bg-secondary text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {children}
      </h2>
    </div>
  );
}
