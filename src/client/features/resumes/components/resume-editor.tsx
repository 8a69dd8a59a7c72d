import { useState, type FormEvent } from 'react';
import { RESUME_CONTENT_MAX_CHARS, ZUpdateResumeRequestSchema, type TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useUpdateResume } from '../api/resume-api.ts';

/**
 * Edit mode of the resume page: file name, a markdown editor and, on wide screens, a
 * live preview. Cancel drops the draft: the page shows the saved values again.
 */
export function ResumeEditor({ resume, onDone }: { resume: TResumeDetail; onDone: () => void }) {
  const updateResume = useUpdateResume(resume.id);
  const [fileName, setFileName] = useState(resume.fileName);
  const [content, setContent] = useState(resume.fileContent);
  const [fileNameError, setFileNameError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes = { fileName, fileContent: content };
    // The server's own rules, so an empty name or an oversized text is explained before sending.
    const problem = ZUpdateResumeRequestSchema.safeParse(changes).error?.issues[0];
    setFileNameError(problem?.path[0] === 'fileName' ? problem.message : null);
    if (problem) {
      toast({ title: 'Save Failed', description: problem.message, variant: 'destructive' });
      return;
    }
    updateResume.mutate(changes, {
      onSuccess: () => {
        toast({ title: 'Resume Updated', description: 'Your changes have been saved successfully.' });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Edit resume">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <FileNameField value={fileName} error={fileNameError} onChange={setFileName} />
          <div className="grid gap-6 lg:grid-cols-2">
            <FormField
              id="resume-content"
              label="Resume content (Markdown)"
              hint={
                <>
                  Tip: use <code className="font-mono">**bold**</code> and <code className="font-mono">*italic*</code>; start a line with{' '}
                  <code className="font-mono">- </code> for a bullet point and with <code className="font-mono">#</code> for a header.{' '}
                  {formatCount(content.length)} of at most {formatCount(RESUME_CONTENT_MAX_CHARS)} characters.
                </>
              }
            >
              <Textarea
                id="resume-content"
                value={content}
                onChange={(event) => setContent(event.target.value)}
                spellCheck
                className="min-h-[28rem] font-mono text-sm leading-relaxed md:text-sm lg:min-h-[36rem]"
              />
            </FormField>
            <LivePreview markdown={content} />
          </div>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={updateResume.isPending} size="default">
          {updateResume.isPending ? 'Saving...' : 'Save Changes'}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone} disabled={updateResume.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const formatCount = (count: number) => count.toLocaleString('en-US');

function FileNameField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  return (
    <FormField id="resume-file-name" label="File name">
      <Input
        id="resume-file-name"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'resume-file-name-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id="resume-file-name-error" error={error} />
    </FormField>
  );
}

/** Wide screens only: beside the editor, the text as the resume page will show it. */
function LivePreview({ markdown }: { markdown: string }) {
  return (
    <section aria-labelledby="resume-preview-title" className="hidden min-w-0 lg:grid lg:grid-rows-[auto_1fr] lg:gap-2">
      <h2 id="resume-preview-title" className="text-sm font-medium">
        Live preview
      </h2>
      <div className="max-h-[36rem] overflow-y-auto rounded-md border bg-background p-5" data-testid="resume-preview">
        <MarkdownContent markdown={markdown} />
      </div>
    </section>
  );
}
