/**
 * The four-step resume builder. Nothing typed is lost: the form and step
 * live in a per-user draft in localStorage until a resume is generated from them.
 */
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useCreateResume } from '#client/features/resumes/api/create-resume.ts';
import { checkBuilderForm, toResumeData, type TFieldPath } from './builder-form.ts';
import { StepContent, StepHeading } from './builder-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { useBuilderDraft } from './use-builder-draft.ts';
import type { TEntrySection, TUpdateForm } from './use-entry-list.ts';
import { useStepFocus } from './use-step-focus.ts';

export function ResumeBuilder({ userId, onGenerated }: { userId: number; onGenerated: (resume: TResume) => void }) {
  const { user } = useSession();
  const createResume = useCreateResume(userId);
  const idPrefix = useId();
  const { draft, editDraft, resetDraft } = useBuilderDraft(userId, user?.id === userId ? user : {});
  const { headingRef, focusOnStepChange } = useStepFocus();
  const [errors, setErrors] = useState<Record<TFieldPath, string>>({});
  const { step, form } = draft;

  const fieldId = (path: TFieldPath) => `${idPrefix}-${path.replace(/\./g, '-')}`;

  const updateForm: TUpdateForm = (change, clearedPaths = []) => {
    editDraft((current) => ({ ...current, form: change(current.form) }));
    if (clearedPaths.some((path) => errors[path])) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !clearedPaths.includes(path))));
    }
  };

  /** Removing an entry shifts the ones below it, so that section's errors no longer line up. */
  const clearSectionErrors = (section: TEntrySection) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`${section}.`))));

  const goToStep = (next: number, focusFieldId?: string) => {
    focusOnStepChange(focusFieldId);
    editDraft((current) => ({ ...current, step: next }));
  };

  const onGenerate = () => {
    const check = checkBuilderForm(form);
    if (check.status === 'missing') {
      setErrors(check.errors);
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required personal information fields.',
        variant: 'destructive',
      });
      goToStep(0, fieldId(Object.keys(check.errors)[0]!));
      return;
    }
    if (check.status === 'invalid') {
      setErrors(check.errors);
      toast({ title: 'Error', description: check.firstMessage, variant: 'destructive' });
      goToStep(check.firstStep, fieldId(Object.keys(check.errors)[0]!));
      return;
    }
    createResume.mutate(toResumeData(form), {
      onSuccess: (resume) => {
        toast({ title: 'Resume Generated!' });
        resetDraft();
        setErrors({});
        onGenerated(resume);
      },
    });
  };

  return (
    <Card className="overflow-hidden">
      <BuilderHeader titleId={`${idPrefix}-title`} />
      <CardContent className="grid gap-8 px-4 pt-6 sm:px-6">
        <StepIndicator currentStep={step} onSelectStep={(next) => goToStep(next)} />

        <form aria-labelledby={`${idPrefix}-title`} noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6">
          <StepHeading step={step} headingRef={headingRef} />
          <StepContent {...draft} errors={errors} fieldId={fieldId} updateForm={updateForm} clearSectionErrors={clearSectionErrors} />
          <StepNavigation step={step} isGenerating={createResume.isPending} onGoToStep={goToStep} onGenerate={onGenerate} />
        </form>
      </CardContent>
    </Card>
  );
}

function BuilderHeader({ titleId }: { titleId: string }) {
  return (
    <CardHeader className="flex-row items-start gap-4 border-b bg-gradient-to-br from-indigo-500/10 via-transparent to-violet-500/10 px-4 sm:items-center sm:px-6">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-500/25 sm:size-12">
        <FileText className="size-5 sm:size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <CardTitle id={titleId}>Resume Builder</CardTitle>
        <CardDescription>
          Build a professional resume step by step. We create a Word document you can download, analyse and share with employers.
        </CardDescription>
      </div>
    </CardHeader>
  );
}
