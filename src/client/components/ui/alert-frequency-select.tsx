/**
 * How often an alert e-mails its news: Off, Daily or Weekly. An employer's saved searches and a
 * developer's job alerts offer the same compact choice; the rest of the props (aria-label,
 * aria-labelledby, aria-describedby) go to the trigger.
 */
import type { ComponentProps } from 'react';
import { ALERT_FREQUENCIES, type TAlertFrequency } from '#shared/schemas/alert-frequency.ts';
import { cn } from '#client/lib/utils.ts';
import { ChoiceSelect } from './choice-select.tsx';
import type { SelectTrigger } from './select.tsx';

const ALERT_FREQUENCY_LABEL: Record<TAlertFrequency, string> = { off: 'Off', daily: 'Daily', weekly: 'Weekly' };

export function AlertFrequencySelect({
  value,
  onChange,
  className,
  ...triggerProps
}: {
  value: TAlertFrequency;
  onChange: (frequency: TAlertFrequency) => void;
} & Omit<ComponentProps<typeof SelectTrigger>, 'onChange'>) {
  return (
    <ChoiceSelect
      value={value}
      choices={ALERT_FREQUENCIES}
      label={(frequency) => ALERT_FREQUENCY_LABEL[frequency]}
      onChange={onChange}
      className={cn('h-8 w-28', className)}
      {...triggerProps}
    />
  );
}
