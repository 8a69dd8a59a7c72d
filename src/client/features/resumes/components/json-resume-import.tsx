/** "Import JSON Resume": a resume.json from another tool (jsonresume.org) becomes a builder resume. */
import { Braces, Loader2 } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { formatMegabytes } from '#shared/file-size.ts';
import { JSON_RESUME_MAX_BYTES, type TJsonResumeImport } from '#shared/schemas/resumes/json-resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useImportJsonResume } from '../api/resumes-api.ts';

/** 'Projects and Languages', 'Projects, Awards and Languages'. */
function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function JsonResumeImport({ userId, onImported }: { userId: number; onImported: (result: TJsonResumeImport) => void }) {
  const importResume = useImportJsonResume(userId);
  const fileInput = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (!file || importResume.isPending) return;
    if (file.size > JSON_RESUME_MAX_BYTES) {
      toast({
        title: 'File too large',
        description: `Please choose a JSON Resume file smaller than ${formatMegabytes(JSON_RESUME_MAX_BYTES)}.`,
        variant: 'destructive',
      });
      return;
    }
    importResume.mutate(file, {
      onSuccess: (result) => {
        const leftOut =
          result.leftOut.length > 0 ? ` ${listWords(result.leftOut)} are not part of a DevMatch resume and were left out.` : '';
        toast({ title: 'Resume imported', description: `Your JSON Resume is now a DevMatch resume.${leftOut}` });
        onImported(result);
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2">
      <p className="text-xs text-muted-foreground">Have a resume.json from another tool?</p>
      <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={importResume.isPending}>
        {importResume.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Braces aria-hidden="true" />}
        {importResume.isPending ? 'Importing…' : 'Import JSON Resume'}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="hidden"
        aria-label="JSON Resume to import"
        onChange={onChange}
      />
    </div>
  );
}
