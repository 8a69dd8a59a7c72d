import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** One experience or education entry: a titled group of fields with its remove action. */
export function EntryCard({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="relative rounded-xl border bg-muted/30 p-4 sm:p-5">
      {/* Floated, the legend sits inside the box like a heading instead of on its border. */}
      <legend className="float-left flex h-8 items-center text-sm font-semibold">{title}</legend>
      <div className="absolute top-4 right-3 sm:top-5 sm:right-4">{action}</div>
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function NoEntries({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
      <span className="rounded-full bg-secondary p-3 text-primary">{icon}</span>
      {text}
    </div>
  );
}

/** An entry's remove action; `entryName` ('position 2') tells screen-reader users which entry goes. */
export function RemoveEntryButton({ entryName, onRemove }: { entryName: string; onRemove: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="text-muted-foreground hover:text-destructive">
      <Trash2 aria-hidden="true" />
      Remove<span className="sr-only"> {entryName}</span>
    </Button>
  );
}

export function AddEntryButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onAdd} className="justify-self-start">
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}
