/**
 * The add, change and remove handlers of one list section of the builder (experience, education):
 * both sections edit their entries the same way, and a removed entry clears that section's errors.
 */
import type { TBuilderForm, TFieldPath } from './builder-form.ts';

export type TEntrySection = 'experience' | 'education';
type TEntry<S extends TEntrySection> = TBuilderForm[S][number];

export type TUpdateForm = (change: (current: TBuilderForm) => TBuilderForm, clearedPaths?: TFieldPath[]) => void;

export function useEntryList<S extends TEntrySection>({
  section,
  createEntry,
  updateForm,
  clearSectionErrors,
}: {
  section: S;
  createEntry: () => TEntry<S>;
  updateForm: TUpdateForm;
  clearSectionErrors: (section: TEntrySection) => void;
}) {
  const setEntries = (change: (entries: TEntry<S>[]) => TEntry<S>[], clearedPaths?: TFieldPath[]) =>
    updateForm((current) => ({ ...current, [section]: change(current[section] as TEntry<S>[]) }), clearedPaths);

  return {
    onChange: (index: number, changes: Partial<TEntry<S>>) =>
      setEntries(
        (entries) => entries.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)),
        Object.keys(changes).map((field) => `${section}.${index}.${field}`),
      ),
    onAdd: () => setEntries((entries) => [...entries, createEntry()]),
    onRemove: (index: number) => {
      setEntries((entries) => entries.filter((_, at) => at !== index));
      clearSectionErrors(section);
    },
  };
}
