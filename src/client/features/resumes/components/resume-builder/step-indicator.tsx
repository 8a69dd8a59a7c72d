import { Check } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import { BUILDER_STEPS } from './builder-form.ts';

/** The four steps as a progress line; earlier steps open directly, later ones once the steps before them check out. */
export function StepIndicator({ currentStep, onSelectStep }: { currentStep: number; onSelectStep: (step: number) => void }) {
  return (
    <nav aria-label="Resume builder steps">
      <ol className="flex items-start">
        {BUILDER_STEPS.map((title, index) => {
          const isCurrent = index === currentStep;
          const isDone = index < currentStep;
          return (
            <li key={title} className="relative flex flex-1 flex-col items-center">
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 rounded-full transition-colors',
                    index <= currentStep ? 'bg-primary' : 'bg-border',
                  )}
                />
              ) : null}
              <button
                type="button"
                onClick={() => onSelectStep(index)}
                aria-current={isCurrent ? 'step' : undefined}
                className="group relative z-10 flex flex-col items-center gap-2 rounded-md px-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                    isCurrent && 'border-primary bg-primary text-primary-foreground shadow-md shadow-primary/30',
                    isDone && 'border-primary bg-card text-primary',
                    !isCurrent && !isDone && 'border-border bg-card text-muted-foreground group-hover:border-primary/50',
                  )}
                >
                  {isDone ? <Check className="size-4" aria-hidden="true" /> : <span aria-hidden="true">{index + 1}</span>}
                </span>
                <span
                  className={cn(
                    'sr-only text-center text-xs leading-tight font-medium sm:not-sr-only',
                    isCurrent ? 'text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
