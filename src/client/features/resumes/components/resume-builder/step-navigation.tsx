import { ChevronLeft, ChevronRight, Loader2, Save, Sparkles } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { LAST_STEP } from './builder-form.ts';

/** Previous and Next, and on the last step Generate Resume instead of Next. */
export function StepNavigation({
  step,
  isGenerating,
  onGoToStep,
  onGenerate,
}: {
  step: number;
  isGenerating: boolean;
  onGoToStep: (step: number) => void;
  onGenerate: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
      <Button type="button" variant="outline" disabled={step === 0} onClick={() => onGoToStep(step - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <Save className="size-3.5" aria-hidden="true" />
        Your progress is saved on this device.
      </p>
      {step < LAST_STEP ? (
        <Button type="button" onClick={() => onGoToStep(step + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      ) : (
        <Button type="button" variant="hero" disabled={isGenerating} onClick={onGenerate}>
          {isGenerating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          Generate Resume
        </Button>
      )}
    </div>
  );
}
