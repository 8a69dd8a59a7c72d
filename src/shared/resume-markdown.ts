/**
 * A resume's document model, blocks of lines made of formatted runs, and its markdown writer: the
 * Word and PDF readers (server) and the builder (server and its live preview) write markdown alike.
 * `renderMarkdown` writes clean CommonMark with as few escapes as the text needs; a manual line
 * break inside a paragraph is a single newline (renderers show it as a line break, marked `breaks`).
 */

export type TRun = { text: string; bold?: boolean; italic?: boolean; href?: string };
/** One visual line: runs in order. */
export type TLine = TRun[];
export type THeadingLevel = 1 | 2 | 3 | 4;
export type TListItem = { line: TLine; depth: number };
export type TBlock =
  | { kind: 'heading'; level: THeadingLevel; line: TLine }
  /** Lines of one paragraph, separated in Word by manual line breaks. */
  | { kind: 'paragraph'; lines: TLine[] }
  | { kind: 'list'; ordered: boolean; items: TListItem[] };

export function getLineText(line: TLine): string {
  return line.map((run) => run.text).join('');
}

/** Backslash-escapes only what markdown would otherwise read as syntax inside running text. */
export function escapeMarkdownText(text: string): string {
  let out = text
    .replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\')
    .replace(/[*`]/g, '\\$&')
    // An underscore inside a word (snake_case) is literal in CommonMark; elsewhere it may emphasise.
    .replace(/_/g, (match, offset: number, whole: string) =>
      /[\p{L}\p{N}]/u.test(whole[offset - 1] ?? '') && /[\p{L}\p{N}]/u.test(whole[offset + 1] ?? '') ? match : '\\_',
    )
    .replace(/<(?=[A-Za-z/!?])/g, '\\<');
  if (out.includes('](')) out = out.replace(/[[\]]/g, '\\$&');
  if ((out.match(/~/g) ?? []).length >= 2) out = out.replace(/~/g, '\\~');
  return out;
}

/** Escapes what would start a heading, quote, list or code block at the start of a line. */
function escapeLineStart(line: string): string {
  return line
    .replace(/^(#{1,6})(?=\s|$)/, '\\$1')
    .replace(/^([>+-])(?=\s|$)/, '\\$1')
    .replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

function renderLink(text: string, href: string): string {
  const target = href.replace(/^mailto:/i, '').replace(/^tel:/i, '');
  const rendered = escapeMarkdownText(text);
  // A link whose text is its own address reads best as plain text (GFM links it anyway).
  if (!SAFE_LINK.test(href) || target === text || href === text || href.replace(/^https?:\/\//i, '').replace(/\/$/, '') === text) {
    return rendered;
  }
  const url = href.replace(/[\s()<>]/g, (char) => encodeURIComponent(char));
  return `[${rendered.replace(/[[\]]/g, '\\$&')}](${url})`;
}

function sameFormat(a: TRun, b: TRun): boolean {
  return Boolean(a.bold) === Boolean(b.bold) && Boolean(a.italic) === Boolean(b.italic) && a.href === b.href;
}

/** Inline markdown for a line: runs of equal format merged, emphasis kept off surrounding spaces. */
function renderLine(line: TLine): string {
  const merged: TRun[] = [];
  for (const run of line) {
    const previous = merged.at(-1);
    if (previous && sameFormat(previous, run)) merged[merged.length - 1] = { ...previous, text: previous.text + run.text };
    else merged.push(run);
  }
  return merged
    .map((run) => {
      const core = run.text.trim();
      if (core === '') return run.text;
      const leading = run.text.slice(0, run.text.length - run.text.trimStart().length);
      const trailing = run.text.slice(run.text.trimEnd().length);
      const marker = `${run.bold ? '**' : ''}${run.italic ? '*' : ''}`;
      const content = run.href ? renderLink(core, run.href) : escapeMarkdownText(core);
      return `${leading}${marker}${content}${[...marker].reverse().join('')}${trailing}`;
    })
    .join('');
}

function renderHeading(level: THeadingLevel, line: TLine): string {
  const text = escapeMarkdownText(getLineText(line)).replace(/(\s)(#+)$/, '$1\\$2');
  return `${'#'.repeat(level)} ${text}`;
}

function renderList(ordered: boolean, items: TListItem[]): string {
  const topMarkerWidth = ordered ? 3 : 2;
  let number = 0;
  return items
    .map((item) => {
      const text = escapeLineStart(renderLine(item.line));
      if (item.depth === 0) {
        number += 1;
        return `${ordered ? `${number}.` : '-'} ${text}`;
      }
      return `${' '.repeat(topMarkerWidth + (item.depth - 1) * 2)}- ${text}`;
    })
    .join('\n');
}

export function renderMarkdown(blocks: TBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'heading') return renderHeading(block.level, block.line);
      if (block.kind === 'list') return renderList(block.ordered, block.items);
      return block.lines.map((line) => escapeLineStart(renderLine(line))).join('\n');
    })
    .join('\n\n');
}
