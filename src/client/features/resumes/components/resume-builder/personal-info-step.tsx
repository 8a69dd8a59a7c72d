import { formatPhoneNumber } from '#shared/phone-format.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { BuilderField } from './builder-field.tsx';
import type { TBuilderForm } from './builder-form.ts';

type TPersonalInfo = TBuilderForm['personalInfo'];

export function PersonalInfoStep({
  values,
  errors,
  fieldId,
  onChange,
}: {
  values: TPersonalInfo;
  errors: Record<string, string>;
  fieldId: (path: string) => string;
  onChange: (field: keyof TPersonalInfo, value: string) => void;
}) {
  const text = (
    field: Exclude<keyof TPersonalInfo, 'summary'>,
    label: string,
    props: { type?: string; autoComplete: string; maxLength: number; placeholder?: string; onBlur?: () => void },
  ) => (
    <BuilderField id={fieldId(`personalInfo.${field}`)} label={label} marker="required" error={errors[`personalInfo.${field}`]}>
      {(controlProps) => (
        <Input {...controlProps} {...props} value={values[field]} onChange={(event) => onChange(field, event.target.value)} />
      )}
    </BuilderField>
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('fullName', 'Full Name', { autoComplete: 'name', maxLength: 100 })}
      {text('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
      {text('phone', 'Phone', {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: 30,
        placeholder: 'e.g. (512) 555-0142',
        // Tidy the number for the resume once it is typed.
        onBlur: () => onChange('phone', formatPhoneNumber(values.phone, values.location)),
      })}
      {text('location', 'Location', { autoComplete: 'address-level2', maxLength: 100, placeholder: 'City, State/Country' })}
      <BuilderField
        id={fieldId('personalInfo.summary')}
        label="Professional Summary"
        error={errors['personalInfo.summary']}
        className="sm:col-span-2"
      >
        {(controlProps) => (
          <Textarea
            {...controlProps}
            rows={5}
            maxLength={5000}
            placeholder="Two or three sentences on what you build, the technologies you know best and the role you want next."
            value={values.summary}
            onChange={(event) => onChange('summary', event.target.value)}
          />
        )}
      </BuilderField>
    </div>
  );
}
