/**
 * What the invitation lookup answers: who invited whom, shown before the password is chosen. Inviting and resending
 * answer the staff detail (staff.responses.ts); accepting answers a session like the login.
 */
import { z } from 'zod';

export const invitationPreviewResponseSchema = z.object({
  invitation: z.object({
    organization_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    existing_user: z.boolean(),
    expires_at: z.string(),
  }),
});
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponseSchema>;
export type InvitationPreview = InvitationPreviewResponse['invitation'];
