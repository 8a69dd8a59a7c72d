/** The inline edit of a setting or an API key: one input with Save and Cancel. */
import { useId, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';

/** What the form gives its control: the value is read from the field named `name` when saved. */
export type TInlineInputProps = {
  id: string;
  name: string;
  placeholder: string;
  autoFocus: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

export function InlineEditForm({
  label,
  isPending,
  onSave,
  onCancel,
  renderInput,
}: {
  label: string;
  isPending: boolean;
  /** Called with the trimmed value; an empty value is not saved. */
  onSave: (value: string) => void;
  onCancel: () => void;
  renderInput: (props: TInlineInputProps) => ReactNode;
}) {
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('value') ?? '').trim();
    if (value) onSave(value);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Label htmlFor={inputId} className="sr-only">
        {label}
      </Label>
      <div className="flex-1">
        {renderInput({
          id: inputId,
          name: 'value',
          placeholder: label,
          autoFocus: true,
          onKeyDown: (event) => {
            if (event.key === 'Escape') onCancel();
          },
        })}
      </div>
      <div className="flex gap-2">
        <SubmitButton isPending={isPending} size="sm">
          Save
        </SubmitButton>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
