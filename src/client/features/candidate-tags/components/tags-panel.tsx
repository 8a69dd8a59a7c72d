/**
 * The Team tab's tags: the company's tags on candidates with how many carry each; owners and recruiters
 * create, rename, recolour and delete them (tagging itself happens on the candidates' cards).
 */
import { useQuery } from '@tanstack/react-query';
import { Check, Plus, Tags, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TAG_COLORS, TAG_NAME_MAX, type TTag, type TTagColor } from '#shared/schemas/candidate-tags.ts';
import { EditDeleteActions } from '#client/components/hiring/edit-delete-actions.tsx';
import { TagBadge } from '#client/components/hiring/tag-badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatCount } from '#client/lib/format.ts';
import { getTagsQueryOptions, useCreateTag, useDeleteTag, useUpdateTag } from '#client/lib/candidate-tags-api.ts';
import { toast } from '#client/lib/use-toast.ts';

const NO_COLOR = 'none';
const colorLabel = (color: TTagColor) => color[0]!.toUpperCase() + color.slice(1);

function ColorSelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: TTagColor | null;
  onChange: (color: TTagColor | null) => void;
  label?: string;
}) {
  return (
    <ChoiceSelect
      id={id}
      aria-label={label}
      value={value ?? NO_COLOR}
      choices={TAG_COLORS}
      label={colorLabel}
      leading={{ value: NO_COLOR, label: 'No colour' }}
      onChange={(choice) => onChange(choice === NO_COLOR ? null : choice)}
      className="w-full sm:w-36"
    />
  );
}

export function TagsPanel({ employerId, canWrite }: { employerId: number; canWrite: boolean }) {
  const tags = useQuery(getTagsQueryOptions(employerId));
  return (
    <Card className="grid gap-0 p-0">
      <div className="flex items-center gap-2 border-b px-5 py-4">
        <Tags className="size-5 text-primary" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Tags</h3>
        {tags.data ? <Badge variant="secondary">{tags.data.length}</Badge> : null}
      </div>
      <p className="border-b px-5 py-3 text-sm text-muted-foreground">
        Tag candidates from their cards (&ldquo;Referral&rdquo;, &ldquo;Strong systems design&rdquo;), then filter the candidate search and
        each pipeline by tag.
      </p>
      {canWrite ? <CreateTagForm employerId={employerId} /> : null}
      {tags.isPending ? (
        <Skeleton className="m-5 h-16 rounded-lg" />
      ) : tags.isError ? (
        <p className="px-5 py-6 text-sm text-muted-foreground">Your tags could not be loaded.</p>
      ) : tags.data.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted-foreground">No tags yet.</p>
      ) : (
        <ul aria-label="Tags" className="divide-y">
          {tags.data.map((tag) => (
            <TagRow key={tag.id} employerId={employerId} tag={tag} canWrite={canWrite} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CreateTagForm({ employerId }: { employerId: number }) {
  const id = useId();
  const create = useCreateTag(employerId);
  const [name, setName] = useState('');
  const [color, setColor] = useState<TTagColor | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, color },
      {
        onSuccess: (tag) => {
          toast({ title: 'Tag Created', description: `“${tag.name}” can now be put on candidates.` });
          setName('');
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 border-b px-5 py-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>New tag</Label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={TAG_NAME_MAX}
          placeholder="e.g. Referral"
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-color`}>Colour</Label>
        <ColorSelect id={`${id}-color`} value={color} onChange={setColor} />
      </div>
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        <Plus aria-hidden="true" />
        Create tag
      </Button>
    </form>
  );
}

function TagRow({ employerId, tag, canWrite }: { employerId: number; tag: TTag; canWrite: boolean }) {
  const id = useId();
  const update = useUpdateTag(employerId);
  const remove = useDeleteTag(employerId);
  const [isEditing, setIsEditing] = useState(false);
  const [name, setName] = useState(tag.name);
  const [color, setColor] = useState<TTagColor | null>(tag.color);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: tag.id, name, color }, { onSuccess: () => setIsEditing(false) });
  };

  if (isEditing) {
    return (
      <li className="px-5 py-3">
        <form onSubmit={onSave} className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-center">
          <Input
            aria-label={`New name for ${tag.name}`}
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={TAG_NAME_MAX}
            autoComplete="off"
            autoFocus
          />
          <ColorSelect id={`${id}-color`} label={`Colour of ${tag.name}`} value={color} onChange={setColor} />
          <div className="flex gap-1">
            <Button type="submit" size="sm" disabled={update.isPending || name.trim() === ''}>
              <Check aria-hidden="true" />
              Save
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setName(tag.name);
                setColor(tag.color);
                setIsEditing(false);
              }}
            >
              <X aria-hidden="true" />
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <TagBadge name={tag.name} color={tag.color} />
        <span className="text-sm text-muted-foreground">{formatCount(tag.candidateCount, 'candidate')}</span>
      </div>
      {canWrite ? (
        <EditDeleteActions
          editText="Rename"
          itemName={`tag ${tag.name}`}
          onEdit={() => setIsEditing(true)}
          confirm={{
            title: `Delete the tag “${tag.name}”?`,
            description: `It comes off ${formatCount(tag.candidateCount, 'candidate')}, and searches and pipelines filtered by it show everyone again.`,
            action: 'Delete tag',
          }}
          isDeleting={remove.isPending}
          onDelete={(done) => remove.mutate(tag.id, { onSuccess: done })}
        />
      ) : null}
    </li>
  );
}
