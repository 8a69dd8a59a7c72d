import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/** A dashboard tab's card: an icon and title, a line on what it holds, and its content. */
export function AdminSection({
  icon: Icon,
  title,
  description,
  contentClassName,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  description: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          {Icon ? <Icon className="size-5 text-primary" aria-hidden="true" /> : null}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

export type TInlineEditState = { isEditing: boolean; onEdit: () => void; onClose: () => void };

/** Rows of which one at a time is in its inline edit state. */
export function InlineEditList<TItem extends { id: number }>({
  items,
  renderRow,
}: {
  items: TItem[];
  renderRow: (item: TItem, state: TInlineEditState) => ReactNode;
}) {
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <ul className="divide-y">
      {items.map((item) =>
        renderRow(item, { isEditing: editingId === item.id, onEdit: () => setEditingId(item.id), onClose: () => setEditingId(null) }),
      )}
    </ul>
  );
}
