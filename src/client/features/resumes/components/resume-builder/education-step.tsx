import { GraduationCap } from 'lucide-react';
import { DEGREE_OPTIONS } from '#shared/schemas/resume.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { BuilderField } from './builder-field.tsx';
import type { TEducationEntry } from './builder-form.ts';
import { AddEntryButton, EntryCard, NoEntries, RemoveEntryButton } from './entry-card.tsx';

type TEditableField = Exclude<keyof TEducationEntry, 'id'>;

export function EducationStep({
  entries,
  errors,
  fieldId,
  onChange,
  onAdd,
  onRemove,
}: {
  entries: TEducationEntry[];
  errors: Record<string, string>;
  fieldId: (path: string) => string;
  onChange: (index: number, changes: Partial<Pick<TEducationEntry, TEditableField>>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="grid gap-4">
      {entries.length === 0 ? (
        <NoEntries icon={<GraduationCap className="size-5" aria-hidden="true" />} text="No education added yet." />
      ) : null}
      {entries.map((entry, index) => {
        const path = (field: TEditableField) => `education.${index}.${field}`;
        const text = (
          field: 'institution' | 'field' | 'gpa',
          label: string,
          props: { maxLength: number; placeholder?: string; inputMode?: 'decimal' },
        ) => (
          <BuilderField
            id={fieldId(path(field))}
            label={label}
            marker={field === 'gpa' ? undefined : 'starred'}
            error={errors[path(field)]}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                {...props}
                value={entry[field]}
                onChange={(event) => onChange(index, { [field]: event.target.value })}
              />
            )}
          </BuilderField>
        );
        return (
          <EntryCard
            key={entry.id}
            title={`Education ${index + 1}`}
            action={<RemoveEntryButton entryName={`education ${index + 1}`} onRemove={() => onRemove(index)} />}
          >
            {text('institution', 'Institution', { maxLength: 150, placeholder: 'University or school' })}
            <BuilderField id={fieldId(path('degree'))} label="Degree" marker="starred" error={errors[path('degree')]}>
              {(controlProps) => (
                <Select value={entry.degree} onValueChange={(degree) => onChange(index, { degree: degree as TEducationEntry['degree'] })}>
                  <SelectTrigger {...controlProps}>
                    <SelectValue placeholder="Select a degree" />
                  </SelectTrigger>
                  <SelectContent>
                    {DEGREE_OPTIONS.map((degree) => (
                      <SelectItem key={degree} value={degree}>
                        {degree}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </BuilderField>
            {text('field', 'Field of Study', { maxLength: 150, placeholder: 'e.g. Computer Science' })}
            <BuilderField
              id={fieldId(path('graduationDate'))}
              label="Graduation Date"
              marker="starred"
              error={errors[path('graduationDate')]}
            >
              {(controlProps) => (
                <Input
                  {...controlProps}
                  type="month"
                  placeholder="YYYY-MM"
                  value={entry.graduationDate}
                  onChange={(event) => onChange(index, { graduationDate: event.target.value })}
                />
              )}
            </BuilderField>
            {text('gpa', 'GPA (optional)', { maxLength: 10, placeholder: 'e.g. 3.8', inputMode: 'decimal' })}
          </EntryCard>
        );
      })}
      <AddEntryButton label="Add Education" onAdd={onAdd} />
    </div>
  );
}
