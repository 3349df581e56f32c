import { useMutation, useQuery } from '@tanstack/react-query';
import type { InvitationPreviewResponse } from '@employee-portal/core/staff/invitation.responses';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { api } from '../../../lib/api-client.ts';

export type { InvitationPreview } from '@employee-portal/core/staff/invitation.responses';

export interface AcceptInvitationBody {
  token: string;
  password: string;
  password_confirmation?: string;
}

/**
 * POST /api/staff/invitations/lookup: who invited whom. A POST that reads nothing but changes nothing either, so it
 * is a query here (the token travels in the body to stay out of logs).
 */
export const useInvitationLookup = (token: string) =>
  useQuery({
    queryKey: ['invitations', 'lookup', token],
    queryFn: () => api.post<InvitationPreviewResponse>('/staff/invitations/lookup', { token }),
    select: (answer) => answer.invitation,
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/staff/invitations/accept: answers a session like the login. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      api.post<{ token: string; user: SignedInUser }>('/staff/invitations/accept', { ...body }),
  });
