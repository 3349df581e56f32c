/**
 * Types of what the invitation API answers: the lookup answers invitation.schema.ts's invitationPreviewSchema;
 * inviting, resending and accepting answer the staff detail and the session.
 */
import type { z } from 'zod';
import type { invitationPreviewSchema } from './invitation.schema.ts';

export type InvitationPreviewResponse = z.infer<typeof invitationPreviewSchema>;
/** Who invited whom, shown before the password is chosen. */
export type InvitationPreview = InvitationPreviewResponse['invitation'];
