import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAnimatedGif, createTestImage } from '#tests/factories/images.ts';
import { AppError } from './app-error.ts';
import { createSquareWebp, detectImageType, IMAGE_MAX_INPUT_PIXELS } from './images.ts';

async function readPixel(webp: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

function expectColorNear(actual: number[], expected: number[]) {
  actual.forEach((channel, index) => expect(Math.abs(channel - expected[index]!)).toBeLessThan(40));
}

describe('detectImageType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('recognises %s by its bytes', async (format, mime) => {
    expect(await detectImageType(await createTestImage(format))).toBe(mime);
  });

  it('refuses other files, whatever they claim to be', async () => {
    expect(await detectImageType(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).toBeUndefined();
    expect(await detectImageType(Buffer.from('just some text pretending to be a picture'))).toBeUndefined();
    expect(
      await detectImageType(
        await sharp(await createTestImage('png'))
          .tiff()
          .toBuffer(),
      ),
    ).toBeUndefined();
    expect(await detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(await detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('createSquareWebp', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('turns a %s into a square WebP of the given size', async (format) => {
    const webp = await createSquareWebp(await createTestImage(format, { width: 300, height: 120 }), 256);
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expectColorNear(await readPixel(webp, 128, 128), [200, 30, 30]);
  });

  it('turns the picture upright by its EXIF orientation and strips the metadata', async () => {
    // Left half red, right half blue, tagged "rotate 90° clockwise to display": upright, red is on top.
    const halves = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 20, height: 40, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    const webp = await createSquareWebp(halves, 64);

    expectColorNear(await readPixel(webp, 32, 4), [255, 0, 0]);
    expectColorNear(await readPixel(webp, 32, 60), [0, 0, 255]);
    const metadata = await sharp(webp).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(webp.includes(Buffer.from('secret camera owner'))).toBe(false);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const gif = await createAnimatedGif();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const webp = await createSquareWebp(gif, 64);
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ width: 64, height: 64 });
    expect(metadata.pages ?? 1).toBe(1);
    expectColorNear(await readPixel(webp, 32, 2), [255, 0, 0]);
    expectColorNear(await readPixel(webp, 32, 62), [255, 0, 0]);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // 10000 × 5000 white pixels compress to ~150 KB but would decode to 150 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(10_000 * 5_000).toBeGreaterThan(IMAGE_MAX_INPUT_PIXELS);
    const started = performance.now();
    const error = await createSquareWebp(bomb, 256).catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeLessThan(500);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, message: 'Image dimensions are too large (at most 40 megapixels)' });
  });

  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('refuses a truncated %s with a clear 400', async (format) => {
    const image = await createTestImage(format, { width: 200, height: 200 });
    const error = await createSquareWebp(image.subarray(0, Math.floor(image.length * 0.6)), 256).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'The image could not be read. It may be damaged; please choose another file.',
    });
  });

  it('refuses bytes that only start like an image', async () => {
    const fakePng = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('not really a png at all')]);
    await expect(createSquareWebp(fakePng, 256)).rejects.toMatchObject({ statusCode: 400 });
  });
});
