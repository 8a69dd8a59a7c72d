import { Info, Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/utils.ts';
import { addTag } from './builder-form.ts';

const TAG_MAX_LENGTH = 80;

/** Tags added by Enter or the Add button, removed with their x. */
export function TagInput({
  label,
  itemName,
  placeholder,
  tags,
  onChange,
}: {
  label: string;
  /** 'skill' or 'certification', for the button names and the duplicate hint. */
  itemName: string;
  placeholder: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [hint, setHint] = useState('');

  const onAdd = () => {
    const result = addTag(tags, value);
    if (result.status === 'duplicate') {
      setHint(`"${value.trim()}" is already in your list.`);
      return;
    }
    if (result.status === 'added') onChange(result.list);
    setValue('');
    setHint('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onAdd();
  };

  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          maxLength={TAG_MAX_LENGTH}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setHint('');
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        aria-live="polite"
        className={cn('flex min-h-4 items-center gap-1.5 text-xs', hint ? 'text-amber-700 dark:text-amber-300' : 'text-muted-foreground')}
      >
        {hint ? <Info className="size-3.5 shrink-0" aria-hidden="true" /> : null}
        {hint || `Press Enter or select Add to add a ${itemName}.`}
      </p>
      <TagList tags={tags} itemName={itemName} onRemove={(tag) => onChange(tags.filter((existing) => existing !== tag))} />
    </div>
  );
}

function TagList({ tags, itemName, onRemove }: { tags: string[]; itemName: string; onRemove: (tag: string) => void }) {
  if (tags.length === 0) {
    return <p className="rounded-lg border border-dashed px-4 py-3 text-center text-sm text-muted-foreground">No {itemName}s added yet.</p>;
  }
  return (
    <ul aria-label={`Added ${itemName}s`} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-3 text-sm">
            {tag}
            <button
              type="button"
              onClick={() => onRemove(tag)}
              aria-label={`Remove ${tag}`}
              className="rounded-full p-0.5 text-muted-foreground transition-colors outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
