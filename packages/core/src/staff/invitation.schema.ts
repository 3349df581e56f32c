/** Hiring by e-mail: the invitation, its link, and accepting it (issue 5). Also the avatar upload. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { emailField, id, newPasswordField, passwordField, requiredText } from '../fields.ts';

export const INVITATION_LIFETIME_DAYS = 7;

export const staffInvitationSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField(),
  role_id: id(),
});
export type StaffInvitationBody = z.input<typeof staffInvitationSchema>;

export const invitationTokenSchema = z.object({ token: requiredText(200) });

/**
 * The server's body: someone new chooses a password (with confirmation); someone who already has an account
 * proves it with their current password. Which one applies is known only from the token, so the service checks
 * the stricter of the two schemas below once it knows.
 */
export const acceptInvitationSchema = z.object({
  token: requiredText(200),
  password: passwordField(),
  password_confirmation: z
    .string({ error: messages.required })
    .trim()
    .max(200, { error: messages.notValid })
    .optional(),
});

/** The form for a new account (the invitation lookup says `existing_user: false`). */
export const acceptInvitationNewUserSchema = z
  .object({ token: requiredText(200), password: newPasswordField(), password_confirmation: passwordField() })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: messages.passwordsMustMatch });
  });

/** The form for someone who already has an account: their current password. */
export const acceptInvitationExistingUserSchema = z.object({ token: requiredText(200), password: passwordField() });

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const avatarContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof avatarContentTypes)[number];

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** Bytes a base64 data URL decodes to, without decoding it. */
export function dataUrlByteLength(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

export function parseImageDataUrl(dataUrl: string): { content_type: AvatarContentType; base64: string } | null {
  const match = DATA_URL.exec(dataUrl);
  return match ? { content_type: match[1] as AvatarContentType, base64: match[2]! } : null;
}

// Base64 grows 4/3; the limit leaves room for the header. The route's body limit is set from the same number.
export const MAX_AVATAR_DATA_URL_LENGTH = Math.ceil((MAX_AVATAR_BYTES * 4) / 3) + 64;

/** The picture travels as a data URL inside JSON, so the upload needs no multipart handling. */
export const avatarUploadSchema = z.object({
  image: z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .refine((value) => value.length <= MAX_AVATAR_DATA_URL_LENGTH && dataUrlByteLength(value) <= MAX_AVATAR_BYTES, {
      error: messages.imageTooLarge,
    })
    .refine((value) => parseImageDataUrl(value) !== null, { error: messages.imageType }),
});
