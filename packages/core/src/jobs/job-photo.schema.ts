/** A tech's photo of a visit (issue 14): the finished yard, or the locked gate behind a skip. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id } from '../fields.ts';
import { dataUrlByteLength, parseImageDataUrl } from '../staff/invitation.schema.ts';
import { jobPhotoWireSchema } from './job.responses.ts';

export const jobPhotoKinds = ['completion', 'skip'] as const;
export type JobPhotoKind = (typeof jobPhotoKinds)[number];

/** The web shrinks a camera picture before sending it; this still leaves room for one sent as taken. */
export const MAX_JOB_PHOTO_BYTES = 8 * 1024 * 1024;
export const MAX_JOB_PHOTO_DATA_URL_LENGTH = Math.ceil((MAX_JOB_PHOTO_BYTES * 4) / 3) + 64;
export const jobPhotoTooLarge = 'The photo must be 8 MB or smaller';

/** Like the profile picture, the photo travels as a data URL inside JSON: no multipart handling. */
export const jobPhotoUploadSchema = z.object({
  kind: z.enum(jobPhotoKinds, { error: messages.notValid }),
  image: z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .refine(
      (value) => value.length <= MAX_JOB_PHOTO_DATA_URL_LENGTH && dataUrlByteLength(value) <= MAX_JOB_PHOTO_BYTES,
      { error: jobPhotoTooLarge },
    )
    .refine((value) => parseImageDataUrl(value) !== null, { error: messages.imageType }),
});
export type JobPhotoUploadBody = z.input<typeof jobPhotoUploadSchema>;

export const jobPhotoResponseSchema = z.object({ photo: jobPhotoWireSchema });

/** The tech's own stops today in the order they will drive them (when the organization lets techs reorder). */
export const myRouteSchema = z.object({
  job_ids: z.array(id(), { error: messages.notValid }).min(1, { error: messages.notValid }).max(500),
});
export type MyRouteBody = z.input<typeof myRouteSchema>;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/**
 * Whether the file's own first bytes are what its declared type says: the API serves it under that type, and a
 * browser trusts it. (The profile picture checks the same signatures.)
 */
export function imageBytesMatch(bytes: Uint8Array, contentType: 'image/png' | 'image/jpeg' | 'image/webp') {
  switch (contentType) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8);
  }
}

export type JobPhotoWire = z.infer<typeof jobPhotoWireSchema>;
