/**
 * A Markdown text field with a Write/Preview toggle. The preview goes through MarkdownContent, the
 * same sanitized renderer readers see the text with, so what the writer previews is what is shown.
 */
import type { ReactNode } from 'react';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { TTextFieldProps } from './labelled-field.tsx';

export function MarkdownField({
  id,
  label,
  value,
  error,
  onChange,
  maxLength,
  placeholder,
  rows = 8,
  previewClassName = 'max-h-96',
}: TTextFieldProps & { label: ReactNode; maxLength: number; placeholder: string; rows?: number; previewClassName?: string }) {
  return (
    <Tabs defaultValue="write" className="gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <TabsList aria-label={`${typeof label === 'string' ? label : 'Text'} view`} className="h-8">
          <TabsTrigger value="write" className="px-2.5 text-xs">
            Write
          </TabsTrigger>
          <TabsTrigger value="preview" className="px-2.5 text-xs">
            Preview
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="write" className="grid gap-2">
        <Textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          placeholder={placeholder}
          className="font-mono text-sm md:text-sm"
          spellCheck
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Markdown: <code className="font-mono">**bold**</code>, <code className="font-mono">*italic*</code>,{' '}
          <code className="font-mono">- </code> for a list, <code className="font-mono">## </code> for a heading. Links and formatting are
          cleaned before anyone sees them.
        </p>
        <FieldError id={`${id}-error`} error={error} />
      </TabsContent>
      <TabsContent value="preview" className={`${previewClassName} min-h-40 overflow-y-auto rounded-md border bg-muted/30 px-4 py-3`}>
        {value.trim() ? (
          <MarkdownContent markdown={value} />
        ) : (
          <p className="text-sm text-muted-foreground italic">Nothing to preview yet.</p>
        )}
      </TabsContent>
    </Tabs>
  );
}
