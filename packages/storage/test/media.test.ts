import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '@konfety/domain/media';
import { startS3StandIn, type S3StandIn } from '@konfety/test-support/s3';
import { diskFiles, type FileStore, s3Storage } from '../src/index';
import { imageKey, imageKeys, storeImage, UnreadableImage } from '../src/media';

let dir: string;
let s3: S3StandIn;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-media-'));
  s3 = await startS3StandIn();
});

afterAll(async () => {
  await s3.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const read = async (files: FileStore, key: string) => Buffer.concat(await (await files.get(key))!.body.toArray());

/** A photo as a phone sends it: 1200×900 pixels, stored on its side (EXIF orientation 6), with a camera model in its metadata. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d24291' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'Telefon Jana Nováka' } } })
    .toBuffer();

describe('media: image sizes from an upload', () => {
  it('keeps the URLs of domain/media.ts: images/{size}/{path}, the AVIF beside the WebP', () => {
    expect(imageKey('products/12-1.webp', 'big', 'avif')).toBe('images/big/products/12-1.avif');
    expect(
      imageKeys('products/12-1.webp')
        .map((t) => `/${t.key}`)
        .sort(),
    ).toEqual(
      (['ico', 'mid', 'big'] as const).flatMap((size) => [imageUrl('products/12-1.webp', size, 'avif'), imageUrl('products/12-1.webp', size, 'webp')]).sort(),
    );
  });

  it('writes every size and format of a photo, upright, at the sizes’ widths, without the camera’s metadata', async () => {
    const files = diskFiles(path.join(dir, 'photo'));
    expect(await storeImage(files, 'products/upload-1.webp', await photo())).toBe(true);
    for (const { size, format, key } of imageKeys('products/upload-1.webp')) {
      const meta = await sharp(await read(files, key)).metadata();
      const width = { ico: 160, mid: 320, big: 800 }[size];
      // On its side 1200×900, upright 900×1200: the height is 4/3 of the width.
      expect({ key, format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height }).toEqual({
        key,
        format,
        width,
        height: Math.round((width * 4) / 3),
      });
      expect(meta.exif, key).toBeUndefined();
      expect(meta.orientation ?? 1, key).toBe(1);
    }
  });

  it('rasterises an SVG at each width, flattened onto the background when asked', async () => {
    const files = diskFiles(path.join(dir, 'svg'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><circle cx="400" cy="225" r="200" fill="#ffb600"/></svg>';
    await storeImage(files, 'videos/poster.webp', svg, { background: '#ffffff' });
    const big = await sharp(await read(files, 'images/big/videos/poster.webp')).metadata();
    const ico = await sharp(await read(files, 'images/ico/videos/poster.avif')).metadata();
    expect([big.width, big.height, big.hasAlpha]).toEqual([800, 450, false]);
    expect([ico.width, ico.height]).toEqual([160, 90]);
    await storeImage(files, 'logo.webp', svg);
    expect((await sharp(await read(files, 'images/mid/logo.webp')).metadata()).hasAlpha).toBe(true);
  });

  it('writes only the missing files unless told to replace them', async () => {
    const files = diskFiles(path.join(dir, 'again'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#3fa9f5"/></svg>';
    expect(await storeImage(files, 'a.webp', svg)).toBe(true);
    expect(await storeImage(files, 'a.webp', svg)).toBe(false);
    await files.delete('images/mid/a.avif');
    expect(await storeImage(files, 'a.webp', svg)).toBe(true);
    expect(await files.head('images/mid/a.avif')).not.toBeNull();
    const before = await read(files, 'images/big/a.webp');
    await storeImage(files, 'a.webp', await photo(), { replace: true });
    expect((await read(files, 'images/big/a.webp')).equals(before)).toBe(false);
  });

  it('refuses bytes that are no picture with UnreadableImage, and writes nothing', async () => {
    const files = diskFiles(path.join(dir, 'bad'));
    await expect(storeImage(files, 'products/zivotopis.webp', Buffer.from('%PDF-1.7 not a picture'))).rejects.toBeInstanceOf(UnreadableImage);
    const written: string[] = [];
    for await (const f of files.list('')) written.push(f.key);
    expect(written).toEqual([]);
  });

  it('writes through S3 the same way', async () => {
    const storage = s3Storage({
      endpoint: s3.endpoint,
      bucket: 'konfety',
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    await storeImage(storage.public, 'banners/b.webp', await photo());
    expect([...s3.objects('konfety').keys()].sort()).toEqual(
      imageKeys('banners/b.webp')
        .map((t) => `public/${t.key}`)
        .sort(),
    );
    expect(s3.objects('konfety').get('public/images/ico/banners/b.avif')?.contentType).toBe('image/avif');
  });
});
