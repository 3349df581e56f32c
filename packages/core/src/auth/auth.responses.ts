/** Answers of the sign-in and account API. */
import { z } from 'zod';
import { signedInUserSchema } from './auth.schema.ts';

/** Before the second step a login reveals only what the code screen needs. */
export const pendingTwoFactorUserSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  two_factor: z.literal(1),
});
export type PendingTwoFactorUser = z.infer<typeof pendingTwoFactorUserSchema>;

/** A login (or an accepted invitation, which logs in): the session, or a pending token for the two-factor step. */
export const sessionResponseSchema = z.object({
  token: z.string(),
  user: z.union([signedInUserSchema, pendingTwoFactorUserSchema]),
});
export type LoginResponse = z.infer<typeof sessionResponseSchema>;

/** A user with two_factor 1 is answered only a pending token: the code screen comes next. */
export const needsSecondStep = (user: LoginResponse['user']): user is PendingTwoFactorUser => user.two_factor === 1;

/** A completed sign-in: the two-factor step, or the owner's account created at sign-up. */
export const signedInSessionResponseSchema = z.object({ token: z.string(), user: signedInUserSchema });
export type SessionResponse = z.infer<typeof signedInSessionResponseSchema>;

/** GET /auth/employee_user: the signed-in user as the server sees it now, with the token it was asked with. */
export const employeeUserResponseSchema = z.object({ user: signedInUserSchema, token: z.string() });
export type EmployeeUserResponse = z.infer<typeof employeeUserResponseSchema>;

/** Account changes answer the user as it now stands. */
export const userResponseSchema = z.object({ user: signedInUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /validate_two_factor/resend: a new code is on its way and every earlier one of this sign-in is void. */
export const codeResentResponseSchema = z.object({
  message: z.string(),
  /** When the new code was sent (ISO 8601); it expires ten minutes later. */
  sent_at: z.string(),
});
export type CodeResentResponse = z.infer<typeof codeResentResponseSchema>;
