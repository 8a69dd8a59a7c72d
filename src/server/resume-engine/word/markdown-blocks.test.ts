import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './html-to-blocks.ts';
import { escapeMarkdownText, renderMarkdown, type TBlock } from '#shared/resume-markdown.ts';
import { structureBlocks } from './markdown-blocks.ts';

/** Plain lines as a .doc gives them: one paragraph per line. */
function fromLines(...lines: string[]): string {
  return renderMarkdown(structureBlocks(lines.map((text): TBlock => ({ kind: 'paragraph', lines: [[{ text }]] }))));
}

function fromHtml(html: string): string {
  return renderMarkdown(structureBlocks(htmlToBlocks(html)));
}

describe('structureBlocks + renderMarkdown', () => {
  it('turns capitals and known section names into headings, and the name line into the title', () => {
    expect(fromLines('Jane Doe', 'jane@example.com', 'WORK EXPERIENCE', 'Acme', 'Skills:', 'TypeScript')).toBe(
      '# Jane Doe\n\njane@example.com\n\n## WORK EXPERIENCE\n\nAcme\n\n## Skills\n\nTypeScript',
    );
  });

  it('keeps lone capitalised words and symbol lines as text', () => {
    expect(fromLines('Skills', 'SQL', 'AWS', 'GBP - £')).toBe('## Skills\n\nSQL\n\nAWS\n\nGBP - £');
  });

  it('does not make a title of a first line that is a section or a sentence', () => {
    expect(fromLines('SUMMARY', 'Builds things.')).toBe('## SUMMARY\n\nBuilds things.');
    expect(fromLines('This is a simple sentence.')).toBe('This is a simple sentence.');
  });

  it('turns typed bullets and numbers into lists, merging neighbouring items', () => {
    expect(fromLines('- one', '• two', '▪ three', '1. first', '2) second', '\uf0b7 symbol font')).toBe(
      '- one\n- two\n- three\n\n1. first\n2. second\n\n- symbol font',
    );
  });

  it('joins hand-wrapped lines into their sentence, but not separate short lines or new items', () => {
    expect(
      fromLines(
        'Backend engineer with 5 years of experience building scalable web',
        'services for payments.',
        'Languages: Python, JavaScript, TypeScript, Java, SQL, Go, Rust,',
        'Kotlin and Swift',
        'Data Scientist',
        'sarah@example.com | (555) 987-6543',
      ),
    ).toBe(
      'Backend engineer with 5 years of experience building scalable web services for payments.\n\n' +
        'Languages: Python, JavaScript, TypeScript, Java, SQL, Go, Rust, Kotlin and Swift\n\nData Scientist\n\nsarah@example.com | (555) 987-6543',
    );
    expect(fromLines('- Built and deployed microservices in Python using FastAPI and', 'deployed them with Terraform.')).toBe(
      '- Built and deployed microservices in Python using FastAPI and deployed them with Terraform.',
    );
  });

  it('cleans whitespace, invisible characters and separator lines', () => {
    expect(fromLines('  Tab\there\u00a0and\u200b soft\u00adhyphen  ', '-----', '•', '', '=====', 'end')).toBe(
      'Tab here and softhyphen\n\nend',
    );
  });

  it('escapes only what markdown would misread', () => {
    expect(escapeMarkdownText('C++, C#, Node.js, 5+ years, 100% (A/B), snake_case, Dean’s List')).toBe(
      'C++, C#, Node.js, 5+ years, 100% (A/B), snake_case, Dean’s List',
    );
    expect(escapeMarkdownText('*stars* __dunder__ `tick` <div> [a](b) ~~x~~')).toBe(
      '\\*stars\\* \\_\\_dunder\\_\\_ \\`tick\\` \\<div> \\[a\\](b) \\~\\~x\\~\\~',
    );
    expect(fromLines('Summary text', '# not a heading', '2020. A year', '> not a quote')).toBe(
      'Summary text\n\n\\# not a heading\n\n2020\\. A year\n\n\\> not a quote',
    );
  });
});

describe('htmlToBlocks (mammoth output)', () => {
  it('keeps headings, bold, italic, links and manual line breaks', () => {
    const html =
      '<h1>Jane Doe</h1><p><strong>c:</strong> 555 <strong>e:</strong> <a href="mailto:jane@x.com">jane@x.com</a><br />' +
      'See <a href="https://github.com/jane">my GitHub</a> &amp; <em>more </em>work</p><h2>Experience</h2>';
    expect(fromHtml(html)).toBe(
      '# Jane Doe\n\n**c:** 555 **e:** jane@x.com\nSee [my GitHub](https://github.com/jane) & *more* work\n\n## Experience',
    );
  });

  it('keeps Word lists, nested ones included, and drops unsafe link targets', () => {
    const html =
      '<ul><li>Go<ul><li>gRPC</li></ul></li><li><a href="javascript:alert(1)">Rust</a></li></ul><ol><li>First</li><li>Second</li></ol>';
    expect(fromHtml(html)).toBe('- Go\n  - gRPC\n- Rust\n\n1. First\n2. Second');
  });

  it('reads layout tables cell by cell and small data rows as one line', () => {
    const html =
      '<table><tr><td><h1>Test Person</h1><p>Open to relocation</p></td><td><p>Experience text.</p></td></tr>' +
      '<tr><td><p>Python</p></td><td><p>5 years</p></td></tr></table>';
    expect(fromHtml(html)).toBe('# Test Person\n\nOpen to relocation\n\nExperience text.\n\nPython | 5 years');
  });

  it('leaves out footnotes, images and empty paragraphs', () => {
    const html =
      '<p>Led the team<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>.</p><p><img src="" alt="photo" /></p><p></p>' +
      '<ol><li id="footnote-1"><p>A note. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(fromHtml(html)).toBe('Led the team.');
  });
});
