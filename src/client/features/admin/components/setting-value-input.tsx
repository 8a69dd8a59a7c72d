/**
 * The inline 'New value' control of a setting, fitted to what the server accepts for it (the
 * setting's `input`): a switch for on/off, a number input with its range, a time input for an hour
 * of the day (UTC), a URL input, or text. Every control submits the value as the server stores it.
 */
import { useState } from 'react';
import type { TSettingInput } from '#shared/schemas/admin.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import type { TInlineInputProps } from './inline-edit-form.tsx';

/** '9' -> '09:00' (a time input's value), else '' for a value that is no hour. */
export function toTimeValue(hour: string): string {
  const value = Number(hour);
  return hour.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 23 ? `${String(value).padStart(2, '0')}:00` : '';
}

/** What the form submitted, as the setting is stored: a time input's '09:00' is the hour '9'. */
export function toStoredSettingValue(input: TSettingInput, submitted: string): string {
  return input.type === 'hour' ? String(Number(submitted.split(':')[0])) : submitted;
}

export function SettingValueInput({ input, value, props }: { input: TSettingInput; value: string; props: TInlineInputProps }) {
  if (input.type === 'switch') return <SettingSwitch isOn={value === 'true'} props={props} />;
  if (input.type === 'number') {
    return (
      <Input
        {...props}
        type="number"
        inputMode="numeric"
        min={input.min}
        max={input.max}
        step={1}
        defaultValue={value}
        className="sm:w-40"
      />
    );
  }
  if (input.type === 'hour') {
    return (
      <div className="flex items-center gap-2">
        {/* Whole hours only: the browser refuses other minutes before anything is sent. */}
        <Input {...props} type="time" step={3600} defaultValue={toTimeValue(value)} className="sm:w-40" />
        <span className="text-sm text-muted-foreground">UTC</span>
      </div>
    );
  }
  if (input.type === 'url')
    return <Input {...props} type="url" inputMode="url" defaultValue={value} autoComplete="off" spellCheck={false} />;
  return <Input {...props} defaultValue={value} autoComplete="off" />;
}

function SettingSwitch({ isOn: initial, props }: { isOn: boolean; props: TInlineInputProps }) {
  const [isOn, setIsOn] = useState(initial);
  const { name, placeholder: _placeholder, ...switchProps } = props;
  return (
    <div className="flex h-9 items-center gap-2">
      <Switch {...switchProps} checked={isOn} onCheckedChange={setIsOn} />
      <span className="text-sm" aria-hidden="true">
        {isOn ? 'On' : 'Off'}
      </span>
      <input type="hidden" name={name} value={isOn ? 'true' : 'false'} />
    </div>
  );
}
