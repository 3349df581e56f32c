import type { z } from 'zod';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import type { pendingTwoFactorUserSchema } from '@employee-portal/core/auth/auth.responses';

export type PendingTwoFactorUser = z.infer<typeof pendingTwoFactorUserSchema>;

/** Answer of a completed sign-in (login without second step, validate_two_factor, employee_user). */
export interface SessionResponse {
  token: string;
  user: SignedInUser;
}

/** A login answer: the full session, or a pending token for the two-factor step. */
export interface LoginResponse {
  token: string;
  user: SignedInUser | PendingTwoFactorUser;
}

export interface MessageResponse {
  message: string;
}

/** Per the contract, a login whose user has two_factor 1 only returned a pending token. */
export const needsSecondStep = (user: LoginResponse['user']): user is PendingTwoFactorUser => user.two_factor === 1;
