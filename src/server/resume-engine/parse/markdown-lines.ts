/**
 * Markdown → numbered lines with their syntax removed, and template filler marked. The parser and
 * the checks read `text`; suggestions quote `line`.
 */
import type { TMarkdownLine } from './types.ts';

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*(?:[-*+•▪◦‣●○■□➢➤►–]|\d{1,2}[.)])\s+/;

/** Words separated by whitespace. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Markdown backslash escapes ('\_', '\*', '\#') → the characters themselves. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1');
}

/** '**bold**', '_italic_', '`code`', '[text](url)', '\_' escapes → their plain text. */
export function stripInlineMarkdown(text: string): string {
  return (
    unescapeMarkdown(
      text
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/<(https?:\/\/[^>\s]+|[^>\s@]+@[^>\s]+)>/g, '$1')
        .replace(/(\*\*|__)(?=\S)(.*?\S)\1/g, '$2')
        .replace(/(?<![\w*])([*_])(?=\S)(.*?\S)\1(?![\w*])/g, '$2')
        .replace(/`([^`]*)`/g, '$1')
        // Unpaired markers left by a bold run that spans a line break.
        .replace(/\*\*|__/g, ''),
    )
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      // Tabs stay (as one): they separate the columns of 'Company<Tab>City' or 'Title<Tab>Dates' lines.
      .replace(/[^\S\t]*\t\s*/g, '\t')
      .replace(/[^\S\t]+/g, ' ')
      .trim()
  );
}

// Template syntax (Jinja, Handlebars, Mustache, bracketed fields) and the instructions Word templates
// ship with. A real resume never addresses its reader as 'you' while telling them what to type.
const TEMPLATE_TAG = /\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}|\{%|%\}|\{\{|\}\}|\[(?:your|insert|enter|add) [^\]]*\]|<(?:your|insert) [^>]*>/i;
const PLACEHOLDER_PHRASE =
  /\b(?:placeholder|lorem ipsum|click here|start typing|type here|your name|your email|your phone|your address|company name|job title\s*\/\s*company|dates? from\s*[–-]\s*to|degree\s*\/\s*date earned|date earned|link to other online properties)\b/i;
const FIELD_LABEL_ONLY =
  /^(?:e-?mail|telephone|phone|mobile|address|linkedin(?: url)?|website|school|university|job title|company|city,? state|dates?|degree)$/i;
const INSTRUCTION_OPENING =
  /^(?:explain|summarize|describe|list|include|think about|did you|go ahead|use your|tell us|add|enter|type|insert|don['’]t|be brief)\b/i;
const ADDRESSES_READER = /\byou(?:r|['’]re|['’]ve|rself)?\b/i;

// A fill-in prompt the improver writes for a missing section ('[Add your email] | [Add your phone number]').
const FILL_IN_PROMPT = /^\[Add [^\]]*\](?:\s*\|\s*\[Add [^\]]*\])*$/;

/** True for the improver's fill-in prompts: placeholders, but in a resume that has real text too. */
export function isFillInPrompt(text: string): boolean {
  return FILL_IN_PROMPT.test(text);
}

function isPlaceholderText(text: string): boolean {
  if (TEMPLATE_TAG.test(text) || PLACEHOLDER_PHRASE.test(text) || FIELD_LABEL_ONLY.test(text)) return true;
  return ADDRESSES_READER.test(text) && (INSTRUCTION_OPENING.test(text) || /\?/.test(text));
}

// A line of '---' or '===' under a paragraph turns it into a heading (setext); on its own it is a rule.
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/;
const THEMATIC_BREAK = /^\s{0,3}(?:(?:-\s*){3,}|(?:_\s*){3,}|(?:\*\s*){3,})$/;

export function toMarkdownLines(markdown: string): TMarkdownLine[] {
  const rawLines = markdown.split(/\r\n|\r|\n/);
  const isUnderline = (index: number) => {
    const previous = rawLines[index - 1];
    return (
      SETEXT_UNDERLINE.test(rawLines[index] ?? '') &&
      previous !== undefined &&
      previous.trim() !== '' &&
      !HEADING.test(previous) &&
      !BULLET.test(previous)
    );
  };
  return rawLines.map((raw, index): TMarkdownLine => {
    const line = index + 1;
    // Rules and setext underlines hold nothing to read.
    if (raw.trim() === '' || isUnderline(index) || THEMATIC_BREAK.test(raw))
      return { line, raw, markdown: '', text: '', kind: 'blank', headingLevel: null, isPlaceholder: false };
    const setextLevel = isUnderline(index + 1) ? (rawLines[index + 1]?.trim().startsWith('=') ? 1 : 2) : null;
    const heading = setextLevel ? null : HEADING.exec(raw);
    const bullet = heading || setextLevel ? null : BULLET.exec(raw);
    const content = (heading ? (heading[2] ?? '') : bullet ? raw.slice(bullet[0].length) : raw).trim();
    const text = stripInlineMarkdown(content);
    return {
      line,
      raw,
      markdown: content,
      text,
      kind: heading || setextLevel ? 'heading' : bullet ? 'bullet' : 'text',
      headingLevel: setextLevel ?? (heading ? (heading[1]?.length ?? 1) : null),
      isPlaceholder: isPlaceholderText(text),
    };
  });
}
