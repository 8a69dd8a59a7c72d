import { Cpu, Sparkles } from 'lucide-react';
import type { TAnalysisEngine } from '#shared/schemas/resume-ai.ts';

/** Which engine answered, and a quiet word when the connected model was skipped for the built-in one. */
export function EngineNote({
  engine,
  model,
  fallbackReason,
}: {
  engine: TAnalysisEngine;
  model: string | null;
  fallbackReason: string | null;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1 rounded-full border bg-background px-2 py-0.5 font-medium">
        {engine === 'llm' ? <Sparkles className="size-3 text-primary" aria-hidden="true" /> : <Cpu className="size-3" aria-hidden="true" />}
        {engine === 'llm' ? `AI model: ${model ?? 'connected model'}` : 'Built-in engine'}
      </span>
      {fallbackReason ? <span>{fallbackReason.replace(/\.?$/, '.')} The built-in engine answered instead.</span> : null}
    </span>
  );
}
