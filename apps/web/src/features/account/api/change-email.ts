import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

interface MessageResponse {
  message: string;
}

interface ChangeEmailPayload {
  email: string;
  email_confirmation: string;
  password: string;
}

/** PUT /api/auth/change_email: mails a confirmation link to the new address; the e-mail changes only when it is opened. */
export const requestEmailChange = (payload: ChangeEmailPayload) =>
  api.put<MessageResponse>('/auth/change_email', { ...payload });

export const useChangeEmailMutation = () => useMutation({ mutationFn: requestEmailChange });

/** POST /api/auth/change_email/confirm with the token of the mailed link (works signed in or out). */
export const confirmEmailChange = (token: string) => api.post<MessageResponse>('/auth/change_email/confirm', { token });

export const useConfirmEmailChangeMutation = () => useMutation({ mutationFn: confirmEmailChange });
