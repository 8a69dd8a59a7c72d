/**
 * The builder's side panel: the template choice and the live preview of the resume as it will be
 * generated. Beside the form on wide screens; below it on narrow ones, where the preview opens
 * behind 'Show preview' so the form stays short.
 */
import { Eye, EyeOff } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { RESUME_TEMPLATES, type TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { ResumeDocument } from '../resume-document.tsx';
import { toPreviewMarkdown, type TBuilderForm } from './builder-form.ts';

const TEMPLATE_CHOICES: Record<TResumeTemplate, { label: string; description: string }> = {
  classic: { label: 'Classic', description: 'One column, clear section rules' },
  modern: { label: 'Modern', description: 'A sidebar for education and skills' },
  compact: { label: 'Compact', description: 'Smaller type, more on a page' },
};

export function BuilderPreview({ form, onSelectTemplate }: { form: TBuilderForm; onSelectTemplate: (template: TResumeTemplate) => void }) {
  const idPrefix = useId();
  const [isOpen, setIsOpen] = useState(false);
  // Typing stays quick on a slow device: the preview follows a moment behind.
  const deferredForm = useDeferredValue(form);
  const markdown = useMemo(() => toPreviewMarkdown(deferredForm), [deferredForm]);
  const previewId = `${idPrefix}-preview`;

  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="grid content-start gap-4">
      <h3 id={`${idPrefix}-heading`} className="text-lg font-semibold tracking-tight">
        Template and preview
      </h3>
      <TemplatePicker name={`${idPrefix}-template`} value={form.template} onChange={onSelectTemplate} />
      <Button
        type="button"
        variant="outline"
        className="lg:hidden"
        aria-expanded={isOpen}
        aria-controls={previewId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {isOpen ? 'Hide preview' : 'Show preview'}
      </Button>
      <div
        id={previewId}
        role="region"
        aria-label="Resume preview"
        // Scrolls on its own beside a long form, so it can be reached and scrolled by keyboard.
        tabIndex={0}
        className={cn(
          'rounded-lg bg-muted/60 p-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-3',
          'lg:sticky lg:top-4 lg:block lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto',
          !isOpen && 'hidden',
        )}
      >
        <ResumeDocument markdown={markdown} template={deferredForm.template} />
      </div>
    </section>
  );
}

function TemplatePicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: TResumeTemplate;
  onChange: (template: TResumeTemplate) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Template</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {RESUME_TEMPLATES.map((template) => (
          <label
            key={template}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-lg border bg-card p-3 text-sm transition-colors hover:border-primary/60',
              'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === template && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name={name}
              value={template}
              checked={value === template}
              onChange={() => onChange(template)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{TEMPLATE_CHOICES[template].label}</span>
              <span className="text-xs text-muted-foreground">{TEMPLATE_CHOICES[template].description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
