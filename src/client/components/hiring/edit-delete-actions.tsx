/**
 * A listed item's Edit (or Rename) and Delete, Delete asking first in a dialog that says what deleting
 * does. The Team tab's templates and tags use it.
 */
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

export function EditDeleteActions({
  editText,
  itemName,
  onEdit,
  confirm,
  isDeleting,
  onDelete,
}: {
  /** 'Edit' or 'Rename'. */
  editText: string;
  /** 'template First contact': names the buttons for screen readers. */
  itemName: string;
  onEdit: () => void;
  confirm: { title: string; description: ReactNode; action: string };
  isDeleting: boolean;
  /** Deletes; calls `done` once deleted, which closes the dialog. */
  onDelete: (done: () => void) => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`${editText} ${itemName}`}>
        <Pencil aria-hidden="true" />
        {editText}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)} aria-label={`Delete ${itemName}`}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={confirm.title}
        description={confirm.description}
        actionText={confirm.action}
        isPending={isDeleting}
        onConfirm={() => onDelete(() => setIsConfirming(false))}
      />
    </div>
  );
}
