/**
 * Any resume as a Word file (GET /api/resume/{id}/docx): its markdown read into the builder's blocks
 * (shared/resume-markdown.ts), with the inline styles the PDF reads, then written by the builder's
 * own .docx writer in the resume's template. Headings, paragraphs with their line breaks and nested
 * lists carry over; what a resume does not hold (code blocks, tables, images) is kept as plain text.
 */
import { marked, type Token, type Tokens } from 'marked';
import type { TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import type { TBlock, THeadingLevel, TLine, TListItem, TRun } from '#shared/resume-markdown.ts';
import { toRuns } from '../pdf/resume-pdf.ts';
import { writeResumeDocx } from './resume-builder.ts';

function toLines(tokens: Token[] | undefined): TLine[] {
  const lines: TLine[] = [[]];
  for (const run of toRuns(tokens)) {
    const style: Omit<TRun, 'text'> = {
      ...(run.bold && { bold: true }),
      ...(run.italic && { italic: true }),
      ...(run.href && { href: run.href }),
    };
    run.text.split('\n').forEach((text, index) => {
      if (index > 0) lines.push([]);
      if (text) lines.at(-1)!.push({ text, ...style });
    });
  }
  return lines.filter((line) => line.length > 0);
}

function toListItems(list: Tokens.List, depth: number): TListItem[] {
  return list.items.flatMap((item) =>
    item.tokens.flatMap((child): TListItem[] =>
      child.type === 'list'
        ? toListItems(child as Tokens.List, depth + 1)
        : toLines('tokens' in child ? child.tokens : undefined).map((line) => ({ line, depth })),
    ),
  );
}

/** The resume's markdown as the builder's blocks. */
export function readMarkdownBlocks(markdown: string): TBlock[] {
  const read = (tokens: Token[]): TBlock[] =>
    tokens.flatMap((token): TBlock[] => {
      switch (token.type) {
        case 'heading': {
          const level = Math.min((token as Tokens.Heading).depth, 4) as THeadingLevel;
          return [{ kind: 'heading', level, line: toLines(token.tokens).flat() }];
        }
        case 'list':
          return [{ kind: 'list', ordered: (token as Tokens.List).ordered, items: toListItems(token as Tokens.List, 0) }];
        case 'blockquote':
          return read((token as Tokens.Blockquote).tokens);
        case 'space':
        case 'hr':
        case 'html':
          return [];
        default: {
          const lines =
            'tokens' in token && token.tokens
              ? toLines(token.tokens)
              : toLines([{ type: 'text', raw: '', text: String('text' in token ? token.text : '') }]);
          return lines.length > 0 ? [{ kind: 'paragraph', lines }] : [];
        }
      }
    });
  return read(marked.lexer(markdown));
}

/** The resume as a .docx in its template, titled `title`. */
export function writeMarkdownDocx(markdown: string, options: { template: TResumeTemplate; title: string }): Promise<Buffer> {
  return writeResumeDocx(readMarkdownBlocks(markdown), options);
}
