import { describe, expect, it } from 'vitest';
import { imageBytesMatch, jobPhotoUploadSchema, MAX_JOB_PHOTO_BYTES } from './job-photo.schema.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

describe('job photo', () => {
  it('knows each accepted picture by its first bytes, and nothing else as one', () => {
    expect(imageBytesMatch(Uint8Array.from(PNG), 'image/png')).toBe(true);
    expect(imageBytesMatch(Uint8Array.from(JPEG), 'image/jpeg')).toBe(true);
    expect(imageBytesMatch(Uint8Array.from(WEBP), 'image/webp')).toBe(true);
    expect(imageBytesMatch(Uint8Array.from(JPEG), 'image/png')).toBe(false);
    expect(imageBytesMatch(new TextEncoder().encode('<svg onload=alert(1)>'), 'image/jpeg')).toBe(false);
    expect(imageBytesMatch(new Uint8Array(), 'image/webp')).toBe(false);
  });

  it('takes a PNG, JPEG or WebP data URL up to the size limit, with its kind', () => {
    const small = `data:image/jpeg;base64,${btoa(String.fromCharCode(...JPEG))}`;
    expect(jobPhotoUploadSchema.safeParse({ kind: 'completion', image: small }).success).toBe(true);
    const svg = jobPhotoUploadSchema.safeParse({ kind: 'skip', image: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(svg.error?.issues.map((issue) => issue.message)).toEqual(['The image must be a PNG, JPEG or WebP picture']);
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((MAX_JOB_PHOTO_BYTES * 4) / 3) + 8)}`;
    expect(jobPhotoUploadSchema.safeParse({ kind: 'completion', image: huge }).error?.issues[0]?.message).toBe(
      'The photo must be 8 MB or smaller',
    );
    expect(jobPhotoUploadSchema.safeParse({ kind: 'other', image: small }).success).toBe(false);
  });
});
