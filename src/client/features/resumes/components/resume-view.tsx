import { Braces, Download, FileDown, FileType, Pencil, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { getJsonResumeUrl, getOriginalResumeUrl, getResumeDocxUrl, getResumePdfUrl } from '../api/resume-api.ts';
import { EditInBuilderButton } from './edit-in-builder-button.tsx';
import { ResumeLinkButton } from './resume-link-dialog.tsx';
import { ResumePdfMenu } from './resume-pdf-menu.tsx';

/** 'resume.docx' -> 'resume.txt': the download is the text, so it should not pose as a Word file. */
function toTextFileName(fileName: string): string {
  const base = fileName.replace(/\.(docx?|txt|md)$/i, '').trim() || 'resume';
  return `${base}.txt`;
}

function downloadTextFile(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = toTextFileName(fileName);
  link.click();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file the server makes, saved under the name it gives. */
function DownloadLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        {icon}
        {children}
      </a>
    </Button>
  );
}

/** View mode of the resume page: the actions and the rendered, sanitised content. */
export function ResumeView({
  resume,
  canEdit,
  canAnalyze,
  onEdit,
}: {
  resume: TResumeDetail;
  canEdit: boolean;
  canAnalyze: boolean;
  onEdit: () => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => downloadTextFile(resume.fileName, resume.fileContent)}>
          <Download aria-hidden="true" />
          Download
        </Button>
        {/* Beside the plain-text Download: the text as it is now, as Word and PDF files. */}
        <DownloadLink href={getResumeDocxUrl(resume.id)} icon={<FileType aria-hidden="true" />}>
          Download Word
        </DownloadLink>
        <ResumePdfMenu getPdfUrl={(paper) => getResumePdfUrl(resume.id, paper)} />
        <DownloadLink href={getJsonResumeUrl(resume.id)} icon={<Braces aria-hidden="true" />}>
          JSON Resume
        </DownloadLink>
        {resume.hasOriginalFile ? (
          <DownloadLink href={getOriginalResumeUrl(resume.id)} icon={<FileDown aria-hidden="true" />}>
            {/* An uploaded PDF is always named .pdf (the server names uploads by their content). */}
            {/\.pdf$/i.test(resume.fileName) ? 'Original PDF' : 'Original Word file'}
          </DownloadLink>
        ) : null}
        {canEdit ? (
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Resume
          </Button>
        ) : null}
        {canAnalyze ? <EditInBuilderButton resume={resume} /> : null}
        {canEdit ? <ResumeLinkButton resume={resume} /> : null}
        {canAnalyze ? (
          <Button asChild>
            <Link to={`/applicant?tab=analysis&resume=${resume.id}`}>
              <Sparkles aria-hidden="true" />
              Analyze This Resume
            </Link>
          </Button>
        ) : null}
      </div>
      <Card>
        <CardContent className="p-5 sm:p-8">
          {resume.fileContent.trim() ? (
            <MarkdownContent markdown={resume.fileContent} />
          ) : (
            <p className="text-muted-foreground italic">This resume has no text content yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
