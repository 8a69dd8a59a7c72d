import type { ReactNode } from 'react';
import { AddEntryButton, EntryCard, NoEntries, RemoveEntryButton } from './entry-card.tsx';
import { EntryFields, type TEntryField } from './entry-fields.tsx';

/** What the builder hands a list step: its entries, the form's errors and the section's handlers. */
export type TEntryStepProps<TEntry> = {
  entries: TEntry[];
  errors: Record<string, string>;
  fieldId: (path: string) => string;
  onChange: (index: number, changes: Partial<TEntry>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** A list step of the builder (experience, education): one card per entry, each laid out from `fields`. */
export function EntryList<TEntry extends { id: string }>({
  section,
  entryLabel,
  fields,
  emptyIcon,
  emptyText,
  addLabel,
  entries,
  errors,
  fieldId,
  onChange,
  onAdd,
  onRemove,
}: TEntryStepProps<TEntry> & {
  section: 'experience' | 'education';
  /** 'Position': titles 'Position 1', and names the entry to remove for screen readers. */
  entryLabel: string;
  fields: TEntryField<TEntry>[];
  emptyIcon: ReactNode;
  emptyText: string;
  addLabel: string;
}) {
  return (
    <div className="grid gap-4">
      {entries.length === 0 ? <NoEntries icon={emptyIcon} text={emptyText} /> : null}
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
