import { Briefcase, GraduationCap, type LucideIcon } from 'lucide-react';
import { AddEntryButton, EntryCard, NoEntries, RemoveEntryButton } from './entry-card.tsx';
import { EntryFields, type TEntryField } from './entry-fields.tsx';
import type { TEntrySection } from './use-entry-list.ts';

/** What the builder hands a list step: its entries, the form's errors and the section's handlers. */
export type TEntryStepProps<TEntry> = {
  entries: TEntry[];
  errors: Record<string, string>;
  fieldId: (path: string) => string;
  onChange: (index: number, changes: Partial<TEntry>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** Each list step's texts: 'Position' titles 'Position 1' and names the entry to remove for screen readers. */
const LIST_TEXTS: Record<TEntrySection, { entryLabel: string; icon: LucideIcon; emptyText: string; addLabel: string }> = {
  experience: { entryLabel: 'Position', icon: Briefcase, emptyText: 'No work experience added yet.', addLabel: 'Add Experience' },
  education: { entryLabel: 'Education', icon: GraduationCap, emptyText: 'No education added yet.', addLabel: 'Add Education' },
};

/** A list step of the builder (experience, education): one card per entry, each laid out from `fields`. */
export function EntryList<TEntry extends { id: string }>({
  section,
  fields,
  entries,
  errors,
  fieldId,
  onChange,
  onAdd,
  onRemove,
}: TEntryStepProps<TEntry> & {
  section: TEntrySection;
  fields: TEntryField<TEntry>[];
}) {
  const { entryLabel, icon: Icon, emptyText, addLabel } = LIST_TEXTS[section];
  return (
    <div className="grid gap-4">
      {entries.length === 0 ? <NoEntries icon={<Icon className="size-5" aria-hidden="true" />} text={emptyText} /> : null}
      {entries.map((entry, index) => (
        <EntryCard
          key={entry.id}
          title={`${entryLabel} ${index + 1}`}
          action={<RemoveEntryButton entryName={`${entryLabel.toLowerCase()} ${index + 1}`} onRemove={() => onRemove(index)} />}
        >
          <EntryFields
            entry={entry}
            path={`${section}.${index}`}
            fields={fields}
            errors={errors}
            fieldId={fieldId}
            onChange={(changes) => onChange(index, changes)}
          />
        </EntryCard>
      ))}
      <AddEntryButton label={addLabel} onAdd={onAdd} />
    </div>
  );
}
