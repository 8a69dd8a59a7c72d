import { ChevronDown, Crosshair, Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { JOB_DESCRIPTION_MAX_CHARS, TARGET_ROLE_MAX_CHARS } from '#shared/schemas/resume-ai.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#client/components/ui/collapsible.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

export type TTargetRoleValues = { targetRole: string; jobDescription: string };

/**
 * 'Tailor to a role': an optional target role and job description. Analysing with them adds the
 * keyword match; the target role also steers Generate Improvements.
 */
export function TargetRoleForm({
  values,
  onChange,
  onSubmit,
  isOpen,
  onOpenChange,
  isAnalyzing,
}: {
  values: TTargetRoleValues;
  onChange: (values: TTargetRoleValues) => void;
  onSubmit: () => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isAnalyzing: boolean;
}) {
  const hasInput = values.targetRole.trim() !== '' || values.jobDescription.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasInput) onSubmit();
  };

  return (
    <Collapsible open={isOpen} onOpenChange={onOpenChange} className="rounded-xl border bg-muted/30">
      <CollapsibleTrigger className="group flex w-full items-center gap-3 rounded-xl p-4 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Crosshair className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">Tailor to a role</span>
          <span className="block text-xs text-muted-foreground">Optional: see the keyword match rate and what you are missing.</span>
        </span>
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <form onSubmit={submit} aria-label="Tailor to a role" className="flex flex-col gap-4 px-4 pb-4">
          <FormField id="analysis-target-role" label="Target role" hint="Also used by Generate Improvements.">
            <Input
              id="analysis-target-role"
              value={values.targetRole}
              maxLength={TARGET_ROLE_MAX_CHARS}
              placeholder="e.g. Senior Frontend Engineer"
              onChange={(event) => onChange({ ...values, targetRole: event.target.value })}
            />
          </FormField>
          <FormField id="analysis-job-description" label="Job description" hint="Paste the ad to match its exact keywords.">
            <Textarea
              id="analysis-job-description"
              value={values.jobDescription}
              maxLength={JOB_DESCRIPTION_MAX_CHARS}
              rows={5}
              placeholder="Paste the job description here (optional)"
              onChange={(event) => onChange({ ...values, jobDescription: event.target.value })}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!hasInput || isAnalyzing}>
              {isAnalyzing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Crosshair aria-hidden="true" />}
              Analyze for this role
            </Button>
            {hasInput ? (
              <Button type="button" variant="ghost" onClick={() => onChange({ targetRole: '', jobDescription: '' })}>
                Clear
              </Button>
            ) : null}
          </div>
        </form>
      </CollapsibleContent>
    </Collapsible>
  );
}
