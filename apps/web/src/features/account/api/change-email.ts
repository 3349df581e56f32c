import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changeEmailSchema } from '@employee-portal/core/auth/auth.schema';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/auth/change_email: mails a confirmation link to the new address; the e-mail changes only when it is opened. */
export const requestEmailChange = (payload: z.input<typeof changeEmailSchema>) =>
  api.put<MessageResponse>('/auth/change_email', { ...payload });

export const useChangeEmailMutation = () => useMutation({ mutationFn: requestEmailChange });

/** POST /api/auth/change_email/confirm with the token of the mailed link (works signed in or out). */
export const confirmEmailChange = (token: string) => api.post<MessageResponse>('/auth/change_email/confirm', { token });

export const useConfirmEmailChangeMutation = () => useMutation({ mutationFn: confirmEmailChange });
