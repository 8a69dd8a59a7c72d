import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '#shared/resume-markdown.ts';
import { extractWordMarkdown } from '../word/extract-word-markdown.ts';
import { readMarkdownBlocks, writeMarkdownDocx } from './markdown-docx.ts';

const RESUME = [
  '# Jane Doe',
  '',
  'Backend Engineer',
  'jane@example.com · [site](https://jane.example.com)',
  '',
  '## Experience',
  '',
  '### Engineer — Acme',
  '',
  '*Jan 2022 – Present*',
  '',
  '- Built the **billing** platform in Go',
  '  - Cut costs by 40%',
  '- Ran it on Kubernetes',
  '',
].join('\n');

describe('readMarkdownBlocks', () => {
  it('reads headings, paragraphs with their line breaks, nested lists and inline styles', () => {
    const blocks = readMarkdownBlocks(RESUME);
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'heading', 'heading', 'paragraph', 'list']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      lines: [
        [{ text: 'Backend Engineer' }],
        [
          { text: 'jane@example.com', href: 'mailto:jane@example.com' },
          { text: ' · ' },
          { text: 'site', href: 'https://jane.example.com' },
        ],
      ],
    });
    expect(blocks[4]).toEqual({ kind: 'paragraph', lines: [[{ text: 'Jan 2022 – Present', italic: true }]] });
    expect(blocks[5]).toMatchObject({
      kind: 'list',
      items: [
        { depth: 0, line: [{ text: 'Built the ' }, { text: 'billing', bold: true }, { text: ' platform in Go' }] },
        { depth: 1, line: [{ text: 'Cut costs by 40%' }] },
        { depth: 0, line: [{ text: 'Ran it on Kubernetes' }] },
      ],
    });
    // Written back, the blocks are the resume they were read from.
    expect(renderMarkdown(blocks)).toContain('## Experience\n\n### Engineer — Acme\n\n*Jan 2022 – Present*');
  });
});

describe('writeMarkdownDocx', () => {
  it('writes a Word file that reads back as the same resume, in every template', async () => {
    for (const template of ['classic', 'modern', 'compact'] as const) {
      const docx = await writeMarkdownDocx(RESUME, { template, title: 'Jane Doe' });
      const markdown = (await extractWordMarkdown(docx)).markdown;
      for (const text of ['Jane Doe', 'Experience', 'Engineer — Acme', 'billing', 'Cut costs by 40%', 'Ran it on Kubernetes']) {
        expect(markdown, template).toContain(text);
      }
    }
  });
});
