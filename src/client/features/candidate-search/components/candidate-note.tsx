/**
 * The private note under a candidate: 'Add Notes' or 'Your Notes' with Edit;
 * editing is a 4-row text area with Save and Cancel, one candidate at a time (the parent decides
 * which). Saving an empty note deletes it.
 */
import { NotebookPen, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { NOTE_MAX_LENGTH, type TNote } from '#shared/schemas/candidate-search.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { cn } from '#client/lib/utils.ts';
import { useDeleteNote, useSaveNote } from '../api/notes.ts';

const NOTE_ROWS = 4;

function toastNoteDeleted() {
  toast({ title: 'Note Deleted', description: 'Note has been deleted successfully.' });
}

export function CandidateNote({
  employerId,
  applicantId,
  candidateName,
  note,
  isEditing,
  onEdit,
  onDone,
  className,
}: {
  employerId: number;
  applicantId: number;
  candidateName: string;
  note: TNote | undefined;
  isEditing: boolean;
  onEdit: () => void;
  onDone: () => void;
  className?: string;
}) {
  const id = useId();
  const deleteNote = useDeleteNote(employerId);

  const onDelete = () =>
    deleteNote.mutate(applicantId, {
      onSuccess: toastNoteDeleted,
    });

  return (
    <section aria-label={`Private note about ${candidateName}`} className={cn('border-t bg-muted/40 px-5 py-4', className)}>
      {isEditing ? (
        <NoteEditor
          key={note?.updatedAt ?? 'new'}
          employerId={employerId}
          applicantId={applicantId}
          candidateName={candidateName}
          initialNote={note?.note ?? ''}
          hasNote={Boolean(note)}
          onDone={onDone}
        />
      ) : note ? (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <h4 id={`${id}-heading`} className="flex items-center gap-1.5 text-sm font-semibold">
              <NotebookPen className="size-4 text-primary" aria-hidden="true" />
              Your Notes
            </h4>
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={onEdit} aria-describedby={`${id}-heading`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={onDelete}
                disabled={deleteNote.isPending}
                aria-label={`Delete note about ${candidateName}`}
                className="text-muted-foreground hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
          <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap">{note.note}</p>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">No notes yet. Add your thoughts about this candidate.</p>
          <Button variant="ghost" size="sm" onClick={onEdit} className="text-primary hover:text-primary">
            <NotebookPen aria-hidden="true" />
            Add Notes
          </Button>
        </div>
      )}
    </section>
  );
}

function NoteEditor({
  employerId,
  applicantId,
  candidateName,
  initialNote,
  hasNote,
  onDone,
}: {
  employerId: number;
  applicantId: number;
  candidateName: string;
  initialNote: string;
  hasNote: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initialNote);
  const saveNote = useSaveNote(employerId);

  const onSave = () => {
    // Nothing stored and nothing written: there is nothing to save or delete.
    if (!hasNote && !draft.trim()) {
      onDone();
      return;
    }
    saveNote.mutate(
      { applicantId, note: draft.trim() },
      {
        onSuccess: (answer) => {
          if (answer.note === null) toastNoteDeleted();
          else toast({ title: 'Note Saved', description: 'Your note has been saved successfully.' });
          onDone();
        },
      },
    );
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <label htmlFor={`${id}-note`} className="text-sm font-semibold">
        Your Notes
        <span className="sr-only"> about {candidateName}</span>
      </label>
      <Textarea
        id={`${id}-note`}
        rows={NOTE_ROWS}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        maxLength={NOTE_MAX_LENGTH}
        placeholder="Add your thoughts about this candidate. Only you can see this note."
        autoFocus
        className="min-h-0 resize-y bg-background"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">Private to you. Saving an empty note deletes it.</p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={saveNote.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={saveNote.isPending}>
            {saveNote.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
    </form>
  );
}
