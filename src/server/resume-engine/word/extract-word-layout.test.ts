import { describe, expect, it } from 'vitest';
import { buildZip, readResumeFixture } from '#tests/factories/resumes.ts';
import { PLAIN_WORD_LAYOUT } from '#tests/factories/resume-engine/checks.ts';
import { extractWordLayout } from './extract-word-layout.ts';

const WORD_NAMESPACE = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

function buildDocx(body: string, parts: { name: string; xml: string }[] = []): Buffer {
  const document = `<?xml version="1.0"?><w:document ${WORD_NAMESPACE}><w:body>${body}</w:body></w:document>`;
  return buildZip([
    { name: 'word/document.xml', data: Buffer.from(document) },
    ...parts.map(({ name, xml }) => ({ name, data: Buffer.from(xml) })),
  ]);
}

describe('extractWordLayout', () => {
  it('finds nothing risky in a plain one-column resume', async () => {
    const layout = await extractWordLayout(readResumeFixture('fullstack-engineer-strong.docx'));
    expect(layout).toEqual(PLAIN_WORD_LAYOUT);
  });

  it('counts the layout tables and the photo of a Word template, keeping the page number footer', async () => {
    const layout = await extractWordLayout(readResumeFixture('template-placeholders-tables-photo.docx'));
    expect(layout).toMatchObject({ tableCount: 3, multiColumnTableCount: 1, imageCount: 1, textBoxCount: 0 });
    expect(layout.headerFooterLines).toEqual(['2']);
  });

  it('counts each text box once although Word also writes a VML fallback of it', async () => {
    const layout = await extractWordLayout(readResumeFixture('edge-text-boxes.docx'));
    expect(layout.textBoxCount).toBe(4);
    expect(layout.headerFooterLines).toContain('Header 1');
  });

  it('reads page columns and header text from hand-built XML', async () => {
    const bytes = buildDocx(`${paragraph('Jane Doe')}<w:sectPr><w:cols w:num="2" w:space="720"/></w:sectPr>`, [
      { name: 'word/header1.xml', xml: `<w:hdr ${WORD_NAMESPACE}>${paragraph('jane@example.com | +1 555 0100')}</w:hdr>` },
    ]);
    const layout = await extractWordLayout(bytes);
    expect(layout).toMatchObject({ pageColumnCount: 2, headerFooterLines: ['jane@example.com | +1 555 0100'] });
  });

  it('reads the headers and footers of a legacy .doc and leaves what it cannot tell as null', async () => {
    const layout = await extractWordLayout(readResumeFixture('edge-unicode-headers-footers.doc'));
    expect(layout).toMatchObject({ format: 'doc', tableCount: null, imageCount: null, pageColumnCount: null });
    expect(layout.headerFooterLines.join('\n')).toContain('This is a simple header');
  });

  it('refuses what is not a Word file', async () => {
    await expect(extractWordLayout(Buffer.from('not a word file'))).rejects.toMatchObject({ reason: 'not-word' });
    await expect(extractWordLayout(buildZip([{ name: 'other.xml', data: Buffer.from('<x/>') }]))).rejects.toMatchObject({
      reason: 'not-word',
    });
  });
});
