import { describe, expect, it } from 'vitest';
import { buildDocumentXml, buildMinimalDocx, buildZip, readResumeFixture } from '#tests/factories/resumes.ts';
import { DOCX_LIMITS, openDocxPackage } from './docx-package.ts';
import type { TWordFileErrorReason } from './word-file-error.ts';

async function getFailure(work: Promise<unknown>): Promise<{ reason: TWordFileErrorReason; ms: number }> {
  const started = performance.now();
  const error = await work.then(
    () => undefined,
    (failure: { reason: TWordFileErrorReason }) => failure,
  );
  if (!error) throw new Error('expected the package to be refused');
  return { reason: error.reason, ms: performance.now() - started };
}

const DOCUMENT = { name: 'word/document.xml', data: Buffer.from('<w:document/>') };

describe('openDocxPackage', () => {
  it('lists the parts of a real .docx and reads them as text, bytes or base64', async () => {
    const docx = await openDocxPackage(readResumeFixture('fullstack-engineer-strong.docx'));
    expect(docx.entryNames).toContain('word/document.xml');
    expect(docx.exists('word/styles.xml')).toBe(true);
    expect(docx.exists('word/nothing.xml')).toBe(false);
    expect(await docx.readText('word/document.xml')).toContain('JOHN DOE');
    expect(await docx.read('word/document.xml')).toBeInstanceOf(Uint8Array);
    expect(await docx.read('[Content_Types].xml', 'base64')).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('refuses a zip bomb by its declared size without inflating it', async () => {
    const bomb = buildZip([DOCUMENT, { name: 'word/media/image1.png', data: Buffer.alloc(DOCX_LIMITS.maxPackageBytes + 1) }]);
    expect(bomb.length).toBeLessThan(100_000);
    const failure = await getFailure(openDocxPackage(bomb));
    expect(failure.reason).toBe('too-large-unpacked');
    expect(failure.ms).toBeLessThan(500);
  });

  it('refuses a document part of ordinary compressible text beyond its limit without inflating it', async () => {
    const document = buildDocumentXml(DOCX_LIMITS.maxDocumentPartBytes + 1);
    const docx = buildZip([{ name: 'word/document.xml', data: document }]);
    // An ordinary ratio, far below the zip-bomb threshold: only the part's own limit stops it.
    expect(document.length / docx.length).toBeLessThan(DOCX_LIMITS.maxCompressionRatio);
    const failure = await getFailure(openDocxPackage(docx));
    expect(failure.reason).toBe('too-large-unpacked');
    expect(failure.ms).toBeLessThan(500);
  });

  it('stops reading once the parts read inflate to more than the budget', async () => {
    const styles = Array.from({ length: 3 }, (_, index) => ({
      name: `word/styles${index}.xml`,
      data: buildDocumentXml(DOCX_LIMITS.maxInflatedBytes / 3 + 1024),
    }));
    const docx = await openDocxPackage(buildZip([DOCUMENT, ...styles]));
    await docx.readText('word/styles0.xml');
    await docx.readText('word/styles1.xml');
    expect((await getFailure(docx.readText('word/styles2.xml'))).reason).toBe('too-large-unpacked');
  });

  it('refuses an entry with an extreme compression ratio', async () => {
    const failure = await getFailure(
      openDocxPackage(buildZip([DOCUMENT, { name: 'word/media/fill.bin', data: Buffer.alloc(5 * 1024 * 1024) }])),
    );
    expect(failure.reason).toBe('too-large-unpacked');
    expect(failure.ms).toBeLessThan(500);
  });

  it('refuses a zip with too many entries from its end record alone', async () => {
    const entries = Array.from({ length: DOCX_LIMITS.maxEntries + 1 }, (_, index) => ({
      name: `word/part${index}.xml`,
      data: Buffer.from('x'),
      stored: true,
    }));
    const failure = await getFailure(openDocxPackage(buildZip([DOCUMENT, ...entries])));
    expect(failure.reason).toBe('too-large-unpacked');
    expect(failure.ms).toBeLessThan(500);
  });

  it('stops a part that inflates to more than it declared', async () => {
    const docx = await openDocxPackage(buildZip([{ name: 'word/document.xml', data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 1000 }]));
    const failure = await getFailure(docx.readText('word/document.xml'));
    expect(failure.reason).toBe('corrupt');
    expect(failure.ms).toBeLessThan(500);
  });

  it('refuses encrypted entries, zips that are not Word documents, and broken zips', async () => {
    expect((await getFailure(openDocxPackage(buildZip([{ ...DOCUMENT, encrypted: true }])))).reason).toBe('encrypted');
    expect((await getFailure(openDocxPackage(buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<x/>') }])))).reason).toBe('not-word');
    const valid = buildMinimalDocx();
    expect(await getFailure(openDocxPackage(valid.subarray(0, valid.length - 30)))).toMatchObject({ reason: 'corrupt' });
  });
});
