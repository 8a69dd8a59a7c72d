import type { TExperienceEntry } from './builder-form.ts';
import type { TEntryField } from './entry-fields.tsx';
import { EntryList, type TEntryStepProps } from './entry-list.tsx';

const EXPERIENCE_FIELDS: TEntryField<TExperienceEntry>[] = [
  { control: 'text', name: 'company', label: 'Company', marker: 'starred', maxLength: 150, autoComplete: 'organization' },
  { control: 'text', name: 'position', label: 'Position', marker: 'starred', maxLength: 150, autoComplete: 'organization-title' },
  { control: 'month', name: 'startDate', label: 'Start Date', marker: 'starred' },
  // A current position has no end date to give.
  { control: 'month', name: 'endDate', label: 'End Date', isDisabled: (entry) => entry.current },
  { control: 'checkbox', name: 'current', label: 'Current position' },
  {
    control: 'textarea',
    name: 'description',
    label: 'Description',
    rows: 4,
    maxLength: 5000,
    placeholder: 'What you built, the technologies you used and the results, one line each.',
  },
];

export function ExperienceStep(props: TEntryStepProps<TExperienceEntry>) {
  return <EntryList {...props} section="experience" fields={EXPERIENCE_FIELDS} />;
}
