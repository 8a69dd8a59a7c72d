/**
 * "Download PDF", then the paper: the server writes the resume as a text PDF (GET /api/resume/{id}/pdf,
 * or a public link's /api/public/resumes/{slug}/pdf). `getPdfUrl` gives the address for a paper size.
 */
import { ChevronDown, FileText } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';

type TPaperSize = 'a4' | 'letter';

export function ResumePdfMenu({
  getPdfUrl,
  size,
}: {
  getPdfUrl: (paper: TPaperSize) => string;
  size?: ComponentProps<typeof Button>['size'];
}) {
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
          <a href={getPdfUrl('a4')} download>
            A4
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={getPdfUrl('letter')} download>
            US Letter
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
