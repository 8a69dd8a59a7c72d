import { useState, type DragEvent } from 'react';

/** A drop target's drag handlers: `isDragging` while a file is over it, and the first dropped file goes to `onFile`. */
export function useFileDrop({ isBusy, onFile }: { isBusy: boolean; onFile: (file: File | undefined) => void }) {
  const [isDragging, setIsDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = isBusy ? 'none' : 'copy';
    setIsDragging(true);
  };

  const onDragLeave = (event: DragEvent) => {
    // Moving over a child fires dragleave on the zone too; only leaving the zone itself counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    onFile(event.dataTransfer.files[0]);
  };

  return { isDragging, dropHandlers: { onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop } };
}
