/**
 * Turns the HTML mammoth writes into raw blocks. mammoth's output is small and regular (p, h1-h6,
 * ul/ol/li, table/tr/td, strong/em/a, br, img; only &amp; &lt; &gt; &quot; escaped), so a tokenizer
 * of a few lines reads it exactly; no general HTML parser is needed.
 */
import { getLineText, type TBlock, type THeadingLevel, type TLine, type TListItem, type TRun } from '#shared/resume-markdown.ts';

type TElement = { tag: string; attributes: Record<string, string>; children: TNode[] };
type TNode = TElement | string;
type TFormat = Omit<TRun, 'text'>;

const VOID_TAGS = new Set(['br', 'img', 'hr']);
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([^\s=]+)="([^"]*)"/g;
// Footnote and endnote references and bodies; left out, as for .doc files (see extract-word-markdown).
const NOTE_ID = /^#?(footnote|endnote|comment)-/;

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}

function parseHtml(html: string): TElement {
  const root: TElement = { tag: 'root', attributes: {}, children: [] };
  const stack: TElement[] = [root];
  for (const [, closing, rawTag, rawAttributes = '', selfClosing, text] of html.matchAll(TOKEN)) {
    const current = stack.at(-1)!;
    if (text !== undefined) {
      current.children.push(decodeEntities(text));
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (closing) {
      const index = stack.findLastIndex((element) => element.tag === tag);
      if (index > 0) stack.length = index;
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, name, value] of rawAttributes.matchAll(ATTRIBUTE)) attributes[name!.toLowerCase()] = decodeEntities(value!);
    const element: TElement = { tag, attributes, children: [] };
    current.children.push(element);
    if (!selfClosing && !VOID_TAGS.has(tag)) stack.push(element);
  }
  return root;
}

/** Inline content split into lines at <br>; nested lists inside list items are returned separately. */
function collectLines(nodes: TNode[], format: TFormat, lines: TLine[]): void {
  for (const node of nodes) {
    if (typeof node === 'string') {
      lines.at(-1)!.push({ ...format, text: node });
      continue;
    }
    switch (node.tag) {
      case 'br':
        lines.push([]);
        break;
      case 'img':
        break;
      case 'strong':
      case 'b':
        collectLines(node.children, { ...format, bold: true }, lines);
        break;
      case 'em':
      case 'i':
        collectLines(node.children, { ...format, italic: true }, lines);
        break;
      case 'a': {
        const href = node.attributes.href;
        if (href && NOTE_ID.test(href)) break;
        collectLines(node.children, href && !href.startsWith('#') ? { ...format, href } : format, lines);
        break;
      }
      default:
        collectLines(node.children, format, lines);
    }
  }
}

function toLines(nodes: TNode[]): TLine[] {
  const lines: TLine[] = [[]];
  collectLines(nodes, {}, lines);
  return lines;
}

function collectListItems(list: TElement, depth: number, items: TListItem[]): void {
  for (const child of list.children) {
    if (typeof child === 'string' || child.tag !== 'li' || NOTE_ID.test(child.attributes.id ?? '')) continue;
    const inline = child.children.filter((node) => typeof node === 'string' || (node.tag !== 'ul' && node.tag !== 'ol'));
    // A line break inside a list item reads as a space: markdown list items hold one line here.
    const line = toLines(inline).flatMap((part, index) => (index === 0 ? part : [{ text: ' ' }, ...part]));
    items.push({ line, depth });
    for (const nested of child.children) {
      if (typeof nested !== 'string' && (nested.tag === 'ul' || nested.tag === 'ol')) collectListItems(nested, depth + 1, items);
    }
  }
}

/**
 * A layout table (most resume templates) is read cell by cell, in order. A row of cells that each
 * hold one short line is a small data table and becomes one line, 'Python | 5 years'.
 */
function tableToBlocks(table: TElement, blocks: TBlock[]): void {
  const rows = table.children.flatMap((child) =>
    typeof child !== 'string' && ['thead', 'tbody', 'tfoot'].includes(child.tag) ? child.children : [child],
  );
  for (const row of rows) {
    if (typeof row === 'string' || row.tag !== 'tr') continue;
    const cells = row.children.filter((cell): cell is TElement => typeof cell !== 'string' && (cell.tag === 'td' || cell.tag === 'th'));
    const cellBlocks = cells.map((cell) => elementsToBlocks(cell.children));
    const filled = cellBlocks.filter((list) => list.length > 0);
    const isSimpleRow =
      filled.length > 1 && filled.every((list) => list.length === 1 && list[0]!.kind === 'paragraph' && list[0]!.lines.length === 1);
    if (isSimpleRow) {
      const line = filled.flatMap((list, index) => {
        const cellLine = (list[0] as Extract<TBlock, { kind: 'paragraph' }>).lines[0]!;
        return index === 0 ? cellLine : [{ text: ' | ' }, ...cellLine];
      });
      blocks.push({ kind: 'paragraph', lines: [line] });
    } else {
      for (const list of cellBlocks) blocks.push(...list);
    }
  }
}

function elementsToBlocks(nodes: TNode[]): TBlock[] {
  const blocks: TBlock[] = [];
  let loose: TNode[] = [];
  const flushLoose = () => {
    const lines = toLines(loose).filter((line) => getLineText(line).trim() !== '');
    if (lines.length > 0) blocks.push({ kind: 'paragraph', lines });
    loose = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || ['strong', 'b', 'em', 'i', 'a', 'span', 'br', 'sup', 'sub', 's', 'u'].includes(node.tag)) {
      loose.push(node);
      continue;
    }
    flushLoose();
    const heading = /^h([1-6])$/.exec(node.tag);
    if (heading) {
      const line = toLines(node.children).flatMap((part, index) => (index === 0 ? part : [{ text: ' ' }, ...part]));
      blocks.push({ kind: 'heading', level: Math.min(Number(heading[1]), 4) as THeadingLevel, line });
    } else if (node.tag === 'p') {
      blocks.push({ kind: 'paragraph', lines: toLines(node.children) });
    } else if (node.tag === 'ul' || node.tag === 'ol') {
      const items: TListItem[] = [];
      collectListItems(node, 0, items);
      if (items.length > 0) blocks.push({ kind: 'list', ordered: node.tag === 'ol', items });
    } else if (node.tag === 'table') {
      tableToBlocks(node, blocks);
    } else if (node.tag !== 'img' && node.tag !== 'hr') {
      blocks.push(...elementsToBlocks(node.children));
    }
  }
  flushLoose();
  return blocks;
}

/** Raw blocks (not yet cleaned or structured) from mammoth's HTML. */
export function htmlToBlocks(html: string): TBlock[] {
  return elementsToBlocks(parseHtml(html).children);
}
