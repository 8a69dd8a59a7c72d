import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** Previous / 'Page N of M' / Next under a paged list, with a summary ('Showing 1-20 of 57 …'). */
export function Pager({
  label,
  page,
  lastPage,
  summary,
  onPageChange,
}: {
  label: string;
  page: number;
  lastPage: number;
  summary: ReactNode;
  onPageChange: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 border-t pt-4 sm:flex-row">
      <p className="text-sm text-muted-foreground tabular-nums">{summary}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="min-w-16 text-center text-xs text-muted-foreground tabular-nums">
          Page {page} of {lastPage}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= lastPage}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
