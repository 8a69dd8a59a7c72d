/** "Download PDF", then the paper: the server writes the resume as a text PDF (GET /api/resume/{id}/pdf). */
import { ChevronDown, FileText } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';
import { getResumePdfUrl } from '../api/resume-api.ts';

export function ResumePdfMenu({ resumeId, size }: { resumeId: number; size?: ComponentProps<typeof Button>['size'] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size={size}>
          <FileText aria-hidden="true" />
          Download PDF
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <a href={getResumePdfUrl(resumeId, 'a4')} download>
            A4
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={getResumePdfUrl(resumeId, 'letter')} download>
            US Letter
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
