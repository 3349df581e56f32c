import { z } from 'zod';

export const brandingStates = ['Customized', 'Not set up'] as const;
export type BrandingState = (typeof brandingStates)[number];

export const brandingAnswerSchema = z.object({
  display_name: z.string().nullable(),
  logo_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  header_color: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  analytics_id: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingAnswerSchema>;

export const brandingResponseSchema = z.object({
  branding: brandingAnswerSchema,
  /** What the organization shows while its own choice is blank: its franchise's (null: the product's own). */
  defaults: z.object({ header_color: z.string().nullable(), logo_url: z.string().nullable() }),
  state: z.enum(brandingStates),
});
export type BrandingResponse = z.infer<typeof brandingResponseSchema>;
