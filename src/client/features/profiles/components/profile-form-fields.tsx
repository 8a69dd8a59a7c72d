import type { ComponentProps } from 'react';
import { LabelledField } from '#client/components/form/labelled-field.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import {
  NOT_SPECIFIED,
  type TBooleanFieldName,
  type TFieldErrors,
  type TFieldName,
  type TProfileFormValues,
  type TTextFieldName,
} from './profile-form.ts';

/** What every field of the profile form reads and writes; `idPrefix` keeps ids unique per form. */
export type TProfileFormState = {
  idPrefix: string;
  values: TProfileFormValues;
  errors: TFieldErrors;
  setValue: <TName extends TFieldName>(field: TName, value: TProfileFormValues[TName]) => void;
};

/** A checkbox with its label and a hint that says what it changes. */
export function ProfileCheckboxField({
  form,
  name,
  label,
  hint,
}: {
  form: TProfileFormState;
  name: TBooleanFieldName;
  label: string;
  hint: string;
}) {
  const id = `${form.idPrefix}-${name}`;
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={form.values[name]}
        onCheckedChange={(checked) => form.setValue(name, checked === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** A labelled field with an optional hint; its error is shown below and tied to the control. */
export function ProfileField({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: TProfileFormState;
  name: TFieldName;
  label: string;
  hint?: string;
  children: ComponentProps<typeof LabelledField>['children'];
}) {
  return (
    // Stretched beside a taller neighbour (the salary pair), as the profile form has always laid out.
    <LabelledField id={`${form.idPrefix}-${name}`} label={label} hint={hint} error={form.errors[name]} className="content-normal">
      {children}
    </LabelledField>
  );
}

export function ProfileTextField({
  form,
  name,
  label,
  type,
  autoComplete,
  placeholder,
}: {
  form: TProfileFormState;
  name: TTextFieldName;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <ProfileField form={form} name={name} label={label}>
      {(controlProps) => (
        <Input
          {...controlProps}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          name={name}
          value={form.values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </ProfileField>
  );
}

export function ProfileLongTextField({
  form,
  name,
  label,
  placeholder,
}: {
  form: TProfileFormState;
  name: TTextFieldName;
  label: string;
  placeholder: string;
}) {
  return (
    <ProfileField form={form} name={name} label={label}>
      {(controlProps) => (
        <Textarea
          {...controlProps}
          name={name}
          rows={3}
          placeholder={placeholder}
          value={form.values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </ProfileField>
  );
}

/** One of `options`, shown by their `labels`, or 'Not specified'. */
export function ProfileSelectField<TValue extends string>({
  form,
  name,
  label,
  options,
  labels,
}: {
  form: TProfileFormState;
  name: TTextFieldName;
  label: string;
  options: readonly TValue[];
  labels: Record<TValue, string>;
}) {
  return (
    <ProfileField form={form} name={name} label={label}>
      {(controlProps) => (
        <Select value={form.values[name]} onValueChange={(value) => form.setValue(name, value)}>
          <SelectTrigger {...controlProps}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NOT_SPECIFIED}>Not specified</SelectItem>
            {options.map((value) => (
              <SelectItem key={value} value={value}>
                {labels[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </ProfileField>
  );
}
