import { describe, expect, it } from 'vitest';
import { jpegFile, pdfRenamedPng, pngFile } from '../testing/files.ts';
import { sniffFileType } from './sniffFileType.ts';

describe('sniffFileType', () => {
  it.each([
    ['a PNG', pngFile(), 'image/png'],
    ['a JPEG', jpegFile(), 'image/jpeg'],
    ['a PDF renamed .png', pdfRenamedPng(), 'application/pdf'],
  ])('should read %s from its content', async (_, file, type) => {
    expect(await sniffFileType(file)).toBe(type);
  });
});
