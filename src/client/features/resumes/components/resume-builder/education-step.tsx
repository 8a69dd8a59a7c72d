import { DEGREE_OPTIONS } from '#shared/schemas/resumes/resume.ts';
import type { TEducationEntry } from './builder-form.ts';
import type { TEntryField } from './entry-fields.tsx';
import { EntryList, type TEntryStepProps } from './entry-list.tsx';

const EDUCATION_FIELDS: TEntryField<TEducationEntry>[] = [
  { control: 'text', name: 'institution', label: 'Institution', marker: 'starred', maxLength: 150, placeholder: 'University or school' },
  { control: 'select', name: 'degree', label: 'Degree', marker: 'starred', options: DEGREE_OPTIONS, placeholder: 'Select a degree' },
  { control: 'text', name: 'field', label: 'Field of Study', marker: 'starred', maxLength: 150, placeholder: 'e.g. Computer Science' },
  { control: 'month', name: 'graduationDate', label: 'Graduation Date', marker: 'starred' },
  { control: 'text', name: 'gpa', label: 'GPA (optional)', maxLength: 10, placeholder: 'e.g. 3.8', inputMode: 'decimal' },
];

export function EducationStep(props: TEntryStepProps<TEducationEntry>) {
  return <EntryList {...props} section="education" fields={EDUCATION_FIELDS} />;
}
