import { Code2 } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#client/lib/utils.ts';

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('flex items-center gap-2 rounded-md font-bold tracking-tight', className)} aria-label="DevMatch home">
      <span className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/30">
        <Code2 className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">
        Dev<span className="text-primary">Match</span>
      </span>
    </Link>
  );
}
