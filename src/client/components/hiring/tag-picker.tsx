/**
 * Picking a company tag, in a popover: type to narrow the tags offered, pick one, or create one by the
 * typed name (Enter picks the tag of exactly that name, or creates it). 'Add tag' on a candidate's card
 * and the pipeline's 'Tag' for the chosen cards both use it.
 */
import { Tag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TAG_NAME_MAX, type TTag } from '#shared/schemas/candidate-tags.ts';
import { Input } from '#client/components/ui/input.tsx';
import { TagBadge } from './tag-badge.tsx';

/** Tags offered at once in the picker; typing narrows them. */
const PICKER_TAGS_SHOWN = 8;

export type TTagPick = { tagId: number } | { name: string };

export function TagPicker({
  label,
  tags,
  isPending,
  onPick,
}: {
  /** What the picking is for ('Tag Ana Sousa'): the field's label. */
  label: string;
  /** The tags offered. */
  tags: TTag[];
  isPending: boolean;
  onPick: (pick: TTagPick) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const wanted = name.trim().toLowerCase();
  const matching = tags.filter((tag) => tag.name.toLowerCase().includes(wanted)).slice(0, PICKER_TAGS_SHOWN);
  const exact = tags.find((tag) => tag.name.toLowerCase() === wanted);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!wanted || isPending) return;
    onPick(exact ? { tagId: exact.id } : { name: name.trim() });
  };

  return (
    <>
      <form onSubmit={onSubmit} className="grid gap-2">
        <label htmlFor={`${id}-name`} className="text-sm font-medium wrap-anywhere">
          {label}
        </label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Find or create a tag"
          autoComplete="off"
          maxLength={TAG_NAME_MAX}
          className="h-9"
        />
      </form>
      <ul aria-label="Matching tags" className="grid max-h-56 gap-0.5 overflow-y-auto">
        {matching.map((tag) => (
          <li key={tag.id}>
            <button
              type="button"
              disabled={isPending}
              onClick={() => onPick({ tagId: tag.id })}
              className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
            >
              <TagBadge name={tag.name} color={tag.color} />
            </button>
          </li>
        ))}
        {wanted && !exact ? (
          <li>
            <button
              type="button"
              disabled={isPending}
              onClick={() => onPick({ name: name.trim() })}
              className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
            >
              <Tag className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">
                Create tag “<span className="font-medium">{name.trim()}</span>”
              </span>
            </button>
          </li>
        ) : null}
        {matching.length === 0 && !wanted ? (
          <li className="px-2 py-1.5 text-sm text-muted-foreground">No tags yet: type a name to create one.</li>
        ) : null}
      </ul>
    </>
  );
}
