import type { TBuilderForm, TTagList } from './builder-form.ts';
import { TagInput } from './tag-input.tsx';

export function SkillsStep({ form, onChange }: { form: TBuilderForm; onChange: (list: TTagList, tags: string[]) => void }) {
  return (
    <div className="grid gap-8">
      <TagInput
        label="Skills"
        itemName="skill"
        placeholder="e.g. TypeScript"
        tags={form.skills}
        onChange={(tags) => onChange('skills', tags)}
      />
      <TagInput
        label="Certifications"
        itemName="certification"
        placeholder="e.g. AWS Certified Developer – Associate"
        tags={form.certifications}
        onChange={(tags) => onChange('certifications', tags)}
      />
    </div>
  );
}
