/**
 * A select of fixed choices, each shown by `label`; `leading` is a choice that stands before them
 * ('Any level', 'Not specified'). The rest of the props (id, aria-invalid, aria-describedby) go to
 * the trigger, where a field's label points.
 */
import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';

export function ChoiceSelect<TChoice extends string, TLeading extends string = never>({
  value,
  choices,
  label,
  leading,
  onChange,
  ...triggerProps
}: {
  value: TChoice | TLeading;
  choices: readonly TChoice[];
  label: (choice: TChoice) => string;
  leading?: { value: TLeading; label: string };
  onChange: (choice: TChoice | TLeading) => void;
} & Omit<ComponentProps<typeof SelectTrigger>, 'onChange'>) {
  return (
    <Select value={value} onValueChange={(choice) => onChange(choice as TChoice | TLeading)}>
      <SelectTrigger {...triggerProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {leading ? <SelectItem value={leading.value}>{leading.label}</SelectItem> : null}
        {choices.map((choice) => (
          <SelectItem key={choice} value={choice}>
            {label(choice)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
