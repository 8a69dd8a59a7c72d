/**
 * The four-step resume builder (spec part 1 §2, §4, §5, §8). Nothing typed is lost: the form and step
 * live in a per-user draft in localStorage until a resume is generated from them.
 */
import { ChevronLeft, ChevronRight, FileText, Loader2, Save, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TResume } from '#shared/schemas/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useCreateResume } from '#client/features/resumes/api/create-resume.ts';
import {
  BUILDER_STEPS,
  LAST_STEP,
  checkBuilderForm,
  createEducationEntry,
  createEmptyForm,
  createExperienceEntry,
  getDraftStorageKey,
  parseDraft,
  toResumeData,
  type TBuilderDraft,
  type TFieldPath,
} from './builder-form.ts';
import { EducationStep } from './education-step.tsx';
import { useEntryList, type TEntrySection, type TUpdateForm } from './use-entry-list.ts';
import { ExperienceStep } from './experience-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { SkillsStep } from './skills-step.tsx';
import { StepIndicator } from './step-indicator.tsx';

const STEP_DESCRIPTIONS = [
  'How employers can reach you, and a short summary of who you are.',
  'Your roles, most recent first. Fields marked * make the strongest resume.',
  'Degrees, diplomas and certificates. Fields marked * make the strongest resume.',
  'The technologies you work with and the certifications you hold.',
];

function readDraft(userId: number): TBuilderDraft | null {
  try {
    return parseDraft(localStorage.getItem(getDraftStorageKey(userId)));
  } catch {
    return null; // Storage unavailable (private mode): the builder works without a draft.
  }
}

function writeDraft(userId: number, draft: TBuilderDraft | null): void {
  try {
    if (draft) localStorage.setItem(getDraftStorageKey(userId), JSON.stringify(draft));
    else localStorage.removeItem(getDraftStorageKey(userId));
  } catch {
    // Storage full or unavailable: keep working, only the reload safety net is lost.
  }
}

export function ResumeBuilder({ userId, onGenerated }: { userId: number; onGenerated: (resume: TResume) => void }) {
  const { user } = useSession();
  const createResume = useCreateResume(userId);
  const idPrefix = useId();
  const [draft, setDraft] = useState<TBuilderDraft>(
    () => readDraft(userId) ?? { step: 0, form: createEmptyForm(user?.id === userId ? user : {}) },
  );
  const [errors, setErrors] = useState<Record<TFieldPath, string>>({});
  // Only what the user typed is saved, so an untouched builder leaves no draft behind.
  const hasEditsRef = useRef(false);
  // Set by navigation: focus moves once the new step is on screen, to this field or else the step's heading.
  const pendingFocusRef = useRef<{ fieldId?: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { step, form } = draft;

  useEffect(() => {
    if (hasEditsRef.current) writeDraft(userId, draft);
  }, [userId, draft]);

  useEffect(() => {
    const target = pendingFocusRef.current;
    if (!target) return;
    pendingFocusRef.current = null;
    ((target.fieldId && document.getElementById(target.fieldId)) || headingRef.current)?.focus();
  });

  const fieldId = (path: TFieldPath) => `${idPrefix}-${path.replace(/\./g, '-')}`;

  const updateForm: TUpdateForm = (change, clearedPaths = []) => {
    hasEditsRef.current = true;
    setDraft((current) => ({ ...current, form: change(current.form) }));
    if (clearedPaths.some((path) => errors[path])) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !clearedPaths.includes(path))));
    }
  };

  /** Removing an entry shifts the ones below it, so that section's errors no longer line up. */
  const clearSectionErrors = (section: TEntrySection) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`${section}.`))));

  const experienceHandlers = useEntryList({
    section: 'experience',
    createEntry: createExperienceEntry,
    updateForm,
    clearSectionErrors,
  });
  const educationHandlers = useEntryList({
    section: 'education',
    createEntry: createEducationEntry,
    updateForm,
    clearSectionErrors,
  });

  const goToStep = (next: number, focusFieldId?: string) => {
    hasEditsRef.current = true;
    pendingFocusRef.current = { fieldId: focusFieldId };
    setDraft((current) => ({ ...current, step: next }));
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
        hasEditsRef.current = false;
        writeDraft(userId, null);
        setDraft({ step: 0, form: createEmptyForm(user?.id === userId ? user : {}) });
        setErrors({});
        onGenerated(resume);
      },
    });
  };

  const stepContent = [
    <PersonalInfoStep
      key="personal"
      values={form.personalInfo}
      errors={errors}
      fieldId={fieldId}
      onChange={(field, value) =>
        updateForm((current) => ({ ...current, personalInfo: { ...current.personalInfo, [field]: value } }), [`personalInfo.${field}`])
      }
    />,
    <ExperienceStep key="experience" entries={form.experience} errors={errors} fieldId={fieldId} {...experienceHandlers} />,
    <EducationStep key="education" entries={form.education} errors={errors} fieldId={fieldId} {...educationHandlers} />,
    <SkillsStep key="skills" form={form} onChange={(list, tags) => updateForm((current) => ({ ...current, [list]: tags }))} />,
  ];

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-start gap-4 border-b bg-gradient-to-br from-indigo-500/10 via-transparent to-violet-500/10 px-4 sm:items-center sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-500/25 sm:size-12">
          <FileText className="size-5 sm:size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <CardTitle id={`${idPrefix}-title`}>Resume Builder</CardTitle>
          <CardDescription>
            Build a professional resume step by step. We create a Word document you can download, analyse and share with employers.
          </CardDescription>
        </div>
      </CardHeader>

      <CardContent className="grid gap-8 px-4 pt-6 sm:px-6">
        <StepIndicator currentStep={step} onSelectStep={(next) => goToStep(next)} />

        <form aria-labelledby={`${idPrefix}-title`} noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6">
          <div className="grid gap-1">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">
              Step {step + 1} of {BUILDER_STEPS.length}
            </p>
            <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none">
              {BUILDER_STEPS[step]}
            </h3>
            <p className="text-sm text-muted-foreground">{STEP_DESCRIPTIONS[step]}</p>
          </div>

          {stepContent[step]}

          <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Button type="button" variant="outline" disabled={step === 0} onClick={() => goToStep(step - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <Save className="size-3.5" aria-hidden="true" />
              Your progress is saved on this device.
            </p>
            {step < LAST_STEP ? (
              <Button type="button" onClick={() => goToStep(step + 1)}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            ) : (
              <Button type="button" variant="hero" disabled={createResume.isPending} onClick={onGenerate}>
                {createResume.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                Generate Resume
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
