/**
 * The four-step resume builder. Nothing typed is lost: the form and step
 * live in a per-user draft in localStorage until a resume is generated from them.
 */
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { getApplicantProfileQueryOptions } from '#client/lib/applicant-queries.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useCreateResume } from '#client/features/resumes/api/create-resume.ts';
import { checkBuilderForm, findStepErrors, toResumeData, type TBuilderPrefill, type TFieldPath } from './builder-form.ts';
import { BuilderPreview } from './builder-preview.tsx';
import { StepContent, StepHeading } from './builder-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { useBuilderDraft } from './use-builder-draft.ts';
import { useBuilderErrors } from './use-builder-errors.ts';
import type { TUpdateForm } from './use-entry-list.ts';
import { FIRST_INVALID_FIELD, useStepFocus } from './use-step-focus.ts';

export function ResumeBuilder({ userId, onGenerated }: { userId: number; onGenerated: (resume: TResume) => void }) {
  const createResume = useCreateResume(userId);
  const idPrefix = useId();
  const { draft, editDraft, resetDraft } = useBuilderDraft(userId, useProfilePrefill(userId));
  const { headingRef, formRef, focusOnStepChange } = useStepFocus();
  const { step, form } = draft;
  const fieldId = (path: TFieldPath) => `${idPrefix}-${path.replace(/\./g, '-')}`;
  const { errors, setErrors, clearPaths, clearSection, showStepErrors, onFieldBlur } = useBuilderErrors(form, step, fieldId);

  const updateForm: TUpdateForm = (change, clearedPaths = []) => {
    editDraft((current) => ({ ...current, form: change(current.form) }));
    clearPaths(clearedPaths);
  };

  const goToStep = (next: number, focusFieldId?: string) => {
    focusOnStepChange(focusFieldId);
    editDraft((current) => ({ ...current, step: next }));
  };

  /** Forward only past steps without mistakes: the first one stops the way, its first invalid field focused. */
  const goForward = (target: number) => {
    for (let at = step; at < target; at += 1) {
      const stepErrors = findStepErrors(form, at);
      showStepErrors(stepErrors, at);
      if (Object.keys(stepErrors).length === 0) continue;
      if (at === 0) {
        toastMissingInformation();
      }
      if (at === step) focusOnStepChange(FIRST_INVALID_FIELD);
      else goToStep(at, FIRST_INVALID_FIELD);
      return;
    }
    goToStep(target);
  };

  const onSelectStep = (target: number) => (target > step ? goForward(target) : goToStep(target));

  const onGenerate = () => {
    const check = checkBuilderForm(form);
    if (check.status === 'missing') {
      setErrors(check.errors);
      toastMissingInformation();
      goToStep(0, FIRST_INVALID_FIELD);
      return;
    }
    if (check.status === 'invalid') {
      setErrors(check.errors);
      toast({ title: 'Error', description: check.firstMessage, variant: 'destructive' });
      goToStep(check.firstStep, FIRST_INVALID_FIELD);
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
      <CardContent className="grid gap-8 px-4 pt-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
        <div className="grid content-start gap-8">
          <StepIndicator currentStep={step} onSelectStep={onSelectStep} />

          <form
            ref={formRef}
            aria-labelledby={`${idPrefix}-title`}
            noValidate
            onSubmit={(event) => event.preventDefault()}
            onBlur={(event) => onFieldBlur(event.target.id)}
            className="grid gap-6"
          >
            <StepHeading step={step} headingRef={headingRef} />
            <StepContent {...draft} errors={errors} fieldId={fieldId} updateForm={updateForm} clearSectionErrors={clearSection} />
            <StepNavigation step={step} isGenerating={createResume.isPending} onGoToStep={onSelectStep} onGenerate={onGenerate} />
          </form>
        </div>

        <BuilderPreview form={form} onSelectTemplate={(template) => updateForm((current) => ({ ...current, template }))} />
      </CardContent>
    </Card>
  );
}

function toastMissingInformation() {
  toast({ title: 'Missing Information', description: 'Please fill in all required personal information fields.', variant: 'destructive' });
}

/** The account's and profile's own values for a new form: name, e-mail, phone, location, summary and skills. */
function useProfilePrefill(userId: number): TBuilderPrefill {
  const { user } = useSession();
  // Only a developer has a profile: an admin's preview of the dashboard asks for none.
  const profile = useQuery({ ...getApplicantProfileQueryOptions(userId), enabled: user?.userType === 'developer' }).data;
  if (!profile) return user?.id === userId ? { fullName: user.fullName, email: user.email } : {};
  return {
    fullName: profile.profile.fullName || profile.user.fullName,
    email: profile.user.email,
    phone: profile.user.phone,
    location: profile.user.location,
    summary: profile.profile.bio,
    skills: profile.profile.skills,
  };
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
