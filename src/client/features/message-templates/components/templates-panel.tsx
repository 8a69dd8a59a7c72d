/**
 * The Team tab's message templates: the company's texts for a first contact, a reply and a rejection,
 * with placeholders the screens fill in ({{firstName}}, {{jobTitle}}, {{company}}, {{recruiterName}}).
 * Owners and recruiters write them; viewers read.
 */
import { useQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_SUBJECT_MAX_LENGTH } from '#shared/schemas/conversations.ts';
import {
  TEMPLATE_BODY_MAX,
  TEMPLATE_KIND_LABEL,
  TEMPLATE_KINDS,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PLACEHOLDER_LABEL,
  TEMPLATE_PLACEHOLDERS,
  type TTemplate,
  type TTemplateKind,
} from '#shared/schemas/message-templates.ts';
import { EditDeleteActions } from '#client/components/hiring/edit-delete-actions.tsx';
import { MarkedText } from '#client/components/hiring/placeholder-notice.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { formatDate } from '#client/lib/format.ts';
import { getTemplatesQueryOptions, useDeleteTemplate, useSaveTemplate } from '#client/lib/message-templates-api.ts';
import { toast } from '#client/lib/use-toast.ts';

/** The dialog's template: a new one of a kind, or one being edited. */
type TEditing = { template: TTemplate | null; kind: TTemplateKind };

export function TemplatesPanel({ employerId, canWrite }: { employerId: number; canWrite: boolean }) {
  const templates = useQuery(getTemplatesQueryOptions(employerId));
  const [editing, setEditing] = useState<TEditing | null>(null);
  return (
    <Card className="grid gap-0 p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-4">
        <div className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          <h3 className="text-lg font-semibold">Message templates</h3>
          {templates.data ? <Badge variant="secondary">{templates.data.length}</Badge> : null}
        </div>
        {canWrite ? (
          <Button size="sm" onClick={() => setEditing({ template: null, kind: 'contact' })}>
            <Plus aria-hidden="true" />
            New template
          </Button>
        ) : null}
      </div>
      <p className="border-b px-5 py-3 text-sm text-muted-foreground">
        Use them from the contact dialog, a conversation&apos;s reply box and the reject dialog. Placeholders are filled in for you:{' '}
        {TEMPLATE_PLACEHOLDERS.map((name, index) => (
          <span key={name}>
            <code className="rounded bg-muted px-1 font-mono text-xs text-foreground">{`{{${name}}}`}</code>{' '}
            {TEMPLATE_PLACEHOLDER_LABEL[name].toLowerCase()}
            {index < TEMPLATE_PLACEHOLDERS.length - 1 ? ', ' : '.'}
          </span>
        ))}
      </p>
      {templates.isPending ? (
        <Skeleton className="m-5 h-24 rounded-lg" />
      ) : templates.isError ? (
        <p className="px-5 py-6 text-sm text-muted-foreground">Your templates could not be loaded.</p>
      ) : templates.data.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted-foreground">
          No templates yet.{canWrite ? ' Write the messages your team sends most, once, for everyone.' : ''}
        </p>
      ) : (
        <ul aria-label="Message templates" className="divide-y">
          {templates.data.map((template) => (
            <TemplateRow
              key={template.id}
              employerId={employerId}
              template={template}
              canWrite={canWrite}
              onEdit={() => setEditing({ template, kind: template.kind })}
            />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}>
        <DialogContent className="sm:max-w-2xl">
          {editing ? (
            <TemplateForm key={editing.template?.id ?? 'new'} employerId={employerId} editing={editing} onDone={() => setEditing(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function TemplateRow({
  employerId,
  template,
  canWrite,
  onEdit,
}: {
  employerId: number;
  template: TTemplate;
  canWrite: boolean;
  onEdit: () => void;
}) {
  const remove = useDeleteTemplate(employerId);
  return (
    <li className="grid gap-2 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h4 className="min-w-0 font-medium wrap-anywhere">{template.name}</h4>
          <Badge variant="outline">{TEMPLATE_KIND_LABEL[template.kind]}</Badge>
        </div>
        {canWrite ? (
          <EditDeleteActions
            editText="Edit"
            itemName={`template ${template.name}`}
            onEdit={onEdit}
            confirm={{
              title: `Delete “${template.name}”?`,
              description: 'Your team will no longer find it in Use template. Messages already sent stay as they are.',
              action: 'Delete template',
            }}
            isDeleting={remove.isPending}
            onDelete={(done) =>
              remove.mutate(template.id, {
                onSuccess: () => {
                  done();
                  toast({ title: 'Template Deleted', description: `“${template.name}” has been deleted.` });
                },
              })
            }
          />
        ) : null}
      </div>
      {template.subject ? (
        <p className="text-sm wrap-anywhere">
          <span className="text-muted-foreground">Subject: </span>
          <MarkedText text={template.subject} />
        </p>
      ) : null}
      <p className="line-clamp-3 text-sm wrap-anywhere whitespace-pre-line text-foreground/85">
        <MarkedText text={template.body} />
      </p>
      <p className="text-xs text-muted-foreground">
        Updated {formatDate(template.updatedAt)}
        {template.updatedByName ? ` by ${template.updatedByName}` : ''}
      </p>
    </li>
  );
}

function TemplateForm({ employerId, editing, onDone }: { employerId: number; editing: TEditing; onDone: () => void }) {
  const id = useId();
  const save = useSaveTemplate(employerId);
  const [name, setName] = useState(editing.template?.name ?? '');
  const [kind, setKind] = useState<TTemplateKind>(editing.kind);
  const [subject, setSubject] = useState(editing.template?.subject ?? '');
  const [body, setBody] = useState(editing.template?.body ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing.template?.id, name, kind, subject: kind === 'contact' ? subject : null, body },
      {
        onSuccess: (saved) => {
          toast({ title: 'Template Saved', description: `“${saved.name}” is ready to use.` });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing.template ? 'Edit template' : 'New template'}</DialogTitle>
        <DialogDescription>
          Placeholders are filled in when the template is used; one left unfilled stops the message from being sent.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id={`${id}-name`} label="Name">
          <Input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={TEMPLATE_NAME_MAX}
            autoComplete="off"
            required
          />
        </FormField>
        <FormField id={`${id}-kind`} label="Used for">
          <ChoiceSelect
            id={`${id}-kind`}
            value={kind}
            choices={TEMPLATE_KINDS}
            label={(choice) => TEMPLATE_KIND_LABEL[choice]}
            onChange={setKind}
          />
        </FormField>
      </div>
      {kind === 'contact' ? (
        <FormField id={`${id}-subject`} label="Subject">
          <Input
            id={`${id}-subject`}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={CONTACT_SUBJECT_MAX_LENGTH}
            autoComplete="off"
          />
        </FormField>
      ) : null}
      <TemplateTextField id={`${id}-body`} body={body} onChange={setBody} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton isPending={save.isPending} size="default" className="sm:w-auto">
          Save template
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/** The template's text, with buttons that put a placeholder where the cursor is. */
function TemplateTextField({ id, body, onChange }: { id: string; body: string; onChange: (body: string) => void }) {
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  // The cursor goes after the placeholder, as after typing it.
  const insertPlaceholder = (placeholder: string) => {
    const textarea = bodyRef.current;
    const start = textarea?.selectionStart ?? body.length;
    const end = textarea?.selectionEnd ?? body.length;
    onChange(body.slice(0, start) + placeholder + body.slice(end));
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  return (
    <div className="grid gap-2">
      <FormField id={id} label="Text">
        <Textarea
          ref={bodyRef}
          id={id}
          rows={8}
          value={body}
          onChange={(event) => onChange(event.target.value)}
          maxLength={TEMPLATE_BODY_MAX}
          className="min-h-0 resize-y leading-relaxed"
          required
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Insert a placeholder">
        <span className="text-xs text-muted-foreground">Insert:</span>
        {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <Button
            key={placeholder}
            type="button"
            variant="outline"
            size="sm"
            className="h-7 font-mono text-xs"
            title={TEMPLATE_PLACEHOLDER_LABEL[placeholder]}
            onClick={() => insertPlaceholder(`{{${placeholder}}}`)}
          >
            {`{{${placeholder}}}`}
          </Button>
        ))}
      </div>
    </div>
  );
}
