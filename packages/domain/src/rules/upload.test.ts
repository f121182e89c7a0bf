import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD, imageUploadPlan, renamedForType } from './upload.ts';
import { UPLOAD_FLOOR_BITS_PER_SECOND, uploadTimeoutMs } from './upload-timeout.ts';

describe('uploadTimeoutMs', () => {
  it('should be the 10 s of every call when nothing is sent', () => {
    expect(uploadTimeoutMs(0)).toBe(10_000);
    expect(uploadTimeoutMs(-5)).toBe(10_000);
  });

  it('should add the time the bytes take at 0.25 Mbps, rounded up to the millisecond', () => {
    expect(UPLOAD_FLOOR_BITS_PER_SECOND).toBe(250_000);
    // 31,250 bytes are 250,000 bits: one second.
    expect(uploadTimeoutMs(31_250)).toBe(11_000);
    // One byte more needs a fraction of a millisecond more: rounded up, never down.
    expect(uploadTimeoutMs(31_251)).toBe(11_001);
    expect(uploadTimeoutMs(1)).toBe(10_001);
  });

  it('should give a 4 MB original over two minutes and a 500 KB upload under half a minute', () => {
    expect(uploadTimeoutMs(4 * 1024 * 1024)).toBe(10_000 + 134_218);
    expect(uploadTimeoutMs(500 * 1024)).toBe(26_384);
  });

  it('should build on another base timeout when the client has one', () => {
    expect(uploadTimeoutMs(31_250, 2_000)).toBe(3_000);
  });
});

describe('imageUploadPlan', () => {
  const under = IMAGE_UPLOAD.keepBelowBytes - 1;

  it('should keep an image under 300 KB whose longest side is at most 2000 px', () => {
    expect(imageUploadPlan({ bytes: under, width: 2000, height: 1500 })).toBe('keep');
    expect(imageUploadPlan({ bytes: under, width: 1500, height: 2000 })).toBe('keep');
    expect(imageUploadPlan({ bytes: 68, width: 1, height: 1 })).toBe('keep');
  });

  it('should re-encode an image of exactly 300 KB, without enlarging it', () => {
    const plan = imageUploadPlan({ bytes: IMAGE_UPLOAD.keepBelowBytes, width: 1200, height: 900 });
    expect(plan).toEqual([
      { width: 1200, height: 900, quality: 0.8 },
      { width: 1200, height: 900, quality: 0.65 },
      { width: 1200, height: 900, quality: 0.6 },
    ]);
  });

  it('should shrink a small file one pixel over 2000 px on its longest side', () => {
    const plan = imageUploadPlan({ bytes: 1000, width: 1000, height: 2001 });
    expect(plan).not.toBe('keep');
    // 1000 × 2000/2001 = 999.5: rounded to the nearest pixel.
    expect(plan).toContainEqual({ width: 1000, height: 2000, quality: 0.8 });
  });

  it('should bring a 4000 × 3000 camera photo to 2000 × 1500, then 1600 × 1200 as the last step', () => {
    expect(imageUploadPlan({ bytes: 4 * 1024 * 1024, width: 4000, height: 3000 })).toEqual([
      { width: 2000, height: 1500, quality: 0.8 },
      { width: 2000, height: 1500, quality: 0.65 },
      { width: 1600, height: 1200, quality: 0.6 },
    ]);
  });

  it('should keep a very thin image at least one pixel wide', () => {
    expect(imageUploadPlan({ bytes: 400_000, width: 1, height: 10_000 })).toContainEqual({
      width: 1,
      height: 2000,
      quality: 0.8,
    });
  });
});

describe('renamedForType', () => {
  it.each([
    ['receipt.png', 'image/jpeg', 'receipt.jpg'],
    ['IMG_0001.JPEG', 'image/jpeg', 'IMG_0001.jpg'],
    ['photo.jpg', 'image/png', 'photo.png'],
    ['scan', 'image/jpeg', 'scan.jpg'],
    ['.png', 'image/jpeg', 'image.jpg'],
  ] as const)('should name %s as %s gives %s', (name, type, expected) => {
    expect(renamedForType(name, type)).toBe(expected);
  });
});
