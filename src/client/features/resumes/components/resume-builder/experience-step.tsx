import { Briefcase } from 'lucide-react';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { BuilderField } from './builder-field.tsx';
import type { TExperienceEntry } from './builder-form.ts';
import { AddEntryButton, EntryCard, NoEntries, RemoveEntryButton } from './entry-card.tsx';

type TEditableField = Exclude<keyof TExperienceEntry, 'id'>;

export function ExperienceStep({
  entries,
  errors,
  fieldId,
  onChange,
  onAdd,
  onRemove,
}: {
  entries: TExperienceEntry[];
  errors: Record<string, string>;
  fieldId: (path: string) => string;
  onChange: (index: number, changes: Partial<Pick<TExperienceEntry, TEditableField>>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="grid gap-4">
      {entries.length === 0 ? (
        <NoEntries icon={<Briefcase className="size-5" aria-hidden="true" />} text="No work experience added yet." />
      ) : null}
      {entries.map((entry, index) => {
        const path = (field: TEditableField) => `experience.${index}.${field}`;
        const text = (field: 'company' | 'position', label: string, autoComplete: string) => (
          <BuilderField id={fieldId(path(field))} label={label} marker="starred" error={errors[path(field)]}>
            {(controlProps) => (
              <Input
                {...controlProps}
                autoComplete={autoComplete}
                maxLength={150}
                value={entry[field]}
                onChange={(event) => onChange(index, { [field]: event.target.value })}
              />
            )}
          </BuilderField>
        );
        const month = (field: 'startDate' | 'endDate', label: string, isDisabled = false) => (
          <BuilderField
            id={fieldId(path(field))}
            label={label}
            marker={field === 'startDate' ? 'starred' : undefined}
            error={errors[path(field)]}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                type="month"
                placeholder="YYYY-MM"
                disabled={isDisabled}
                value={entry[field]}
                onChange={(event) => onChange(index, { [field]: event.target.value })}
              />
            )}
          </BuilderField>
        );
        return (
          <EntryCard
            key={entry.id}
            title={`Position ${index + 1}`}
            action={<RemoveEntryButton entryName={`position ${index + 1}`} onRemove={() => onRemove(index)} />}
          >
            {text('company', 'Company', 'organization')}
            {text('position', 'Position', 'organization-title')}
            {month('startDate', 'Start Date')}
            {month('endDate', 'End Date', entry.current)}
            <div className="flex items-center gap-2 sm:col-span-2">
              <Checkbox
                id={fieldId(path('current'))}
                checked={entry.current}
                onCheckedChange={(checked) => onChange(index, { current: checked === true })}
              />
              <Label htmlFor={fieldId(path('current'))} className="font-normal">
                Current position
              </Label>
            </div>
            <BuilderField
              id={fieldId(path('description'))}
              label="Description"
              error={errors[path('description')]}
              className="sm:col-span-2"
            >
              {(controlProps) => (
                <Textarea
                  {...controlProps}
                  rows={4}
                  maxLength={5000}
                  placeholder="What you built, the technologies you used and the results, one line each."
                  value={entry.description}
                  onChange={(event) => onChange(index, { description: event.target.value })}
                />
              )}
            </BuilderField>
          </EntryCard>
        );
      })}
      <AddEntryButton label="Add Experience" onAdd={onAdd} />
    </div>
  );
}
