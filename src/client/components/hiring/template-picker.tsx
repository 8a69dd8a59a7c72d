/**
 * 'Use template': the company's templates of one kind, inserted with their placeholders filled from
 * what the screen knows (the candidate's first name, the job's title, the company, the signed-in
 * member's name); a placeholder the screen cannot fill stays in the text, and PlaceholderNotice
 * highlights it. Templates are written on the Team tab.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { fillPlaceholders, type TPlaceholderValues, type TTemplate, type TTemplateKind } from '#shared/schemas/message-templates.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { getTemplatesQueryOptions } from '#client/lib/message-templates-api.ts';

export function TemplatePicker({
  employerId,
  kind,
  values,
  onPick,
}: {
  employerId: number;
  kind: TTemplateKind;
  values: TPlaceholderValues;
  onPick: (filled: { subject: string | null; body: string }) => void;
}) {
  const templates = useQuery(getTemplatesQueryOptions(employerId)).data?.filter((template) => template.kind === kind) ?? [];
  const onSelect = (template: TTemplate) =>
    onPick({ subject: template.subject && fillPlaceholders(template.subject, values), body: fillPlaceholders(template.body, values) });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <FileText aria-hidden="true" />
          Use template
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="text-xs text-muted-foreground">Templates</DropdownMenuLabel>
        {templates.map((template) => (
          <DropdownMenuItem key={template.id} onSelect={() => onSelect(template)}>
            <span className="min-w-0 wrap-anywhere">{template.name}</span>
          </DropdownMenuItem>
        ))}
        {templates.length === 0 ? <DropdownMenuItem disabled>No templates of this kind yet</DropdownMenuItem> : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/employer?tab=team">Manage templates</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
