import type { ReactNode } from 'react';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { BuilderField, type TControlProps } from './builder-field.tsx';

/** The entry's editable keys whose values are of type `TValue` ('id' is never edited). */
type TFieldName<TEntry, TValue> = Exclude<{ [K in keyof TEntry]: TEntry[K] extends TValue ? K : never }[keyof TEntry] & string, 'id'>;

type TTextualField<TEntry> = { name: TFieldName<TEntry, string>; label: string; marker?: 'starred' } & (
  | { control: 'text'; maxLength: number; placeholder?: string; autoComplete?: string; inputMode?: 'decimal' }
  | { control: 'month'; isDisabled?: (entry: TEntry) => boolean }
  | { control: 'select'; options: readonly string[]; placeholder: string }
  /** Long text takes the card's full width. */
  | { control: 'textarea'; rows: number; maxLength: number; placeholder: string }
);

/** One field of an experience or education entry, described by the control it needs. */
export type TEntryField<TEntry> = TTextualField<TEntry> | { control: 'checkbox'; name: TFieldName<TEntry, boolean>; label: string };

/** An entry's fields in the order listed; ids and error keys are the entry's `path` plus the field name. */
export function EntryFields<TEntry>({
  entry,
  path,
  fields,
  errors,
  fieldId,
  onChange,
}: {
  entry: TEntry;
  /** 'experience.0' */
  path: string;
  fields: TEntryField<TEntry>[];
  errors: Record<string, string>;
  fieldId: (path: string) => string;
  onChange: (changes: Partial<TEntry>) => void;
}) {
  return fields.map((field) => {
    const fieldPath = `${path}.${field.name}`;
    const id = fieldId(fieldPath);
    // Computed keys widen to a string index; `name` is one of the entry's own keys of the right type.
    const setValue = (value: string | boolean) => onChange({ [field.name]: value } as Partial<TEntry>);
    if (field.control === 'checkbox') {
      return (
        <div key={field.name} className="flex items-center gap-2 sm:col-span-2">
          <Checkbox id={id} checked={entry[field.name] === true} onCheckedChange={(checked) => setValue(checked === true)} />
          <Label htmlFor={id} className="font-normal">
            {field.label}
          </Label>
        </div>
      );
    }
    return (
      <BuilderField
        key={field.name}
        id={id}
        label={field.label}
        marker={field.marker}
        error={errors[fieldPath]}
        className={field.control === 'textarea' ? 'sm:col-span-2' : undefined}
      >
        {(controlProps) => renderControl(field, entry, controlProps, setValue)}
      </BuilderField>
    );
  });
}

function renderControl<TEntry>(
  field: TTextualField<TEntry>,
  entry: TEntry,
  controlProps: TControlProps,
  setValue: (value: string) => void,
): ReactNode {
  const value = entry[field.name] as string;
  switch (field.control) {
    case 'text':
      return (
        <Input
          {...controlProps}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    case 'month':
      return (
        <Input
          {...controlProps}
          type="month"
          placeholder="YYYY-MM"
          disabled={field.isDisabled?.(entry)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    case 'select':
      return (
        <Select value={value} onValueChange={setValue}>
          <SelectTrigger {...controlProps}>
            <SelectValue placeholder={field.placeholder} />
          </SelectTrigger>
          <SelectContent>
            {field.options.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
    case 'textarea':
      return (
        <Textarea
          {...controlProps}
          rows={field.rows}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
  }
}
