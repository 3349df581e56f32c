/** Sign-in payloads (spec §3 login and code payloads, §5 login rules) and the signed-in user (§3). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { emailField, idParam, newPasswordField, optionalText, passwordField, requiredText } from '../fields.ts';

export const loginSchema = z.object({
  email: emailField(),
  password: passwordField(),
  timezone: optionalText(64),
});
export type LoginPayload = z.input<typeof loginSchema>;

export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .regex(/^\d{4}$/, { error: messages.codeDigits }),
});

export const forgotPasswordSchema = z.object({ email: emailField() });

const matchingPasswords = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: messages.passwordsMustMatch });
  }
};

export const resetPasswordSchema = z
  .object({ token: requiredText(200), password: newPasswordField(), password_confirmation: passwordField() })
  .superRefine(matchingPasswords);

export const changePasswordSchema = z
  .object({ current_password: passwordField(), password: newPasswordField(), password_confirmation: passwordField() })
  .superRefine(matchingPasswords)
  .superRefine((value, ctx) => {
    if (value.password === value.current_password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.newPasswordMustDiffer });
    }
  });

export const organizationQuerySchema = z.object({ organization_id: idParam().optional() });

const flag = z.union([z.literal(0), z.literal(1)]);

export const userSettingSchema = z.object({ key: z.string(), value: z.string().nullable() });

export const signedInUserSchema = z.object({
  user_id: z.number(),
  organization_id: z.number(),
  pricing_plan_id: z.number().nullable(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  organization_name: z.string(),
  avatar: z.string().nullable(),
  franchise_logo: z.string().nullable(),
  subscription_package: z.string().nullable(),
  end_trail: z.string().nullable(),
  end_subscription: z.string().nullable(),
  two_factor: flag,
  change_password: flag,
  show_guide: flag,
  step_guide: z.number(),
  status: z.enum(['active', 'in_progress']).nullable(),
  payouts_enabled: flag,
  charges_enabled: flag,
  permissions: z.array(z.string()),
  user_settings: z.array(userSettingSchema),
  card_connect_site: z.string().nullable(),
  belongs_to_franchise: flag,
  belongs_to_franchise_name: z.string().nullable(),
  /** 1 for the organization that runs its franchise (the franchisor): it is not 'Managed by' the franchise. */
  is_franchisor: flag.optional(),
  franchise_color: z.string().nullable(),
  /** Issue 20: the header colour the shell paints, the organization's own over its franchise's (null: dark grey). */
  branding_header_color: z.string().nullable().optional(),
  /** The organization's own logo, else its franchise's. */
  branding_logo: z.string().nullable().optional(),
  /** The organization's primary colour for buttons and links (null: the product teal). */
  branding_primary_color: z.string().nullable().optional(),
  organizations: z.array(
    z.object({ organization_id: z.number(), name: z.string(), first_name: z.string(), last_name: z.string() }),
  ),
  subscription_coupon: z.string().nullable(),
  current_period_end: z.string().nullable(),
  active_users: z.number(),
  time_zone: z.string(),
  token: z.string().optional(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const changeEmailSchema = z
  .object({ email: emailField(), email_confirmation: emailField(), password: passwordField() })
  .superRefine((value, ctx) => {
    if (value.email !== value.email_confirmation)
      ctx.addIssue({ code: 'custom', path: ['email_confirmation'], message: messages.emailsMustMatch });
  });

export const confirmTokenSchema = z.object({ token: requiredText(200) });

export const twoFactorSettingSchema = z.object({
  enabled: z.boolean({ error: messages.required }),
  code: twoFactorCodeSchema.shape.code,
});
