import { LabelledField, type TTextFieldProps } from '#client/components/form/labelled-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

/** Where a company or a job is, as free text; the company form and the job editor ask for it alike. */
export function LocationField({ id, value, error, onChange }: TTextFieldProps) {
  return (
    <LabelledField id={id} label="Location" error={error}>
      {(props) => (
        <Input {...props} value={value} onChange={(event) => onChange(event.target.value)} placeholder="City, Country" autoComplete="off" />
      )}
    </LabelledField>
  );
}
