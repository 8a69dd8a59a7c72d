import type { Ref } from 'react';
import { BUILDER_STEPS, createEducationEntry, createExperienceEntry, type TBuilderForm, type TFieldPath } from './builder-form.ts';
import { EducationStep } from './education-step.tsx';
import { ExperienceStep } from './experience-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { SkillsStep } from './skills-step.tsx';
import { useEntryList, type TEntrySection, type TUpdateForm } from './use-entry-list.ts';

const STEP_DESCRIPTIONS = [
  'How employers can reach you, and a short summary of who you are.',
  'Your roles, most recent first. Fields marked * make the strongest resume.',
  'Degrees, diplomas and certificates. Fields marked * make the strongest resume.',
  'The technologies you work with and the certifications you hold.',
];

/** 'Step 2 of 4', the step's title and what it asks for; the title takes focus when the step opens. */
export function StepHeading({ step, headingRef }: { step: number; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">
        Step {step + 1} of {BUILDER_STEPS.length}
      </p>
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none">
        {BUILDER_STEPS[step]}
      </h3>
      <p className="text-sm text-muted-foreground">{STEP_DESCRIPTIONS[step]}</p>
    </div>
  );
}

/** The open step's fields, each wired to the one form. */
export function StepContent({
  step,
  form,
  errors,
  fieldId,
  updateForm,
  clearSectionErrors,
}: {
  step: number;
  form: TBuilderForm;
  errors: Record<TFieldPath, string>;
  fieldId: (path: TFieldPath) => string;
  updateForm: TUpdateForm;
  clearSectionErrors: (section: TEntrySection) => void;
}) {
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
  return stepContent[step];
}
