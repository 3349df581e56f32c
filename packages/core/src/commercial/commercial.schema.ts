/** Commercial customers (a company with a billing contact and tax status) and their locations (spec §3, §7; issue 6). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { addressWithPinSchema } from '../address.schema.ts';
import { idParam, nullableText, optionalEmailField, optionalPhoneField, requiredText } from '../fields.ts';
import { listQuerySchema } from '../list.ts';

export const commercialStatuses = ['active', 'inactive'] as const;
export type CommercialStatus = (typeof commercialStatuses)[number];

/** Pet-waste stations on a property: a whole number, at least one. */
export const commercialStationsField = () =>
  z.coerce
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(1, { error: messages.mustBePositive })
    .max(1000, { error: messages.notValid });

/** A commercial location: where techs go, how many stations they empty there, and how they get in. */
export const commercialLocationSchema = z.object({
  name: requiredText(100),
  ...addressWithPinSchema.shape,
  stations: commercialStationsField().default(1),
  service_notes: nullableText(2000),
  contact_name: nullableText(100),
  contact_phone: optionalPhoneField(),
  gate_code: nullableText(50),
});
export type CommercialLocationBody = z.input<typeof commercialLocationSchema>;
export type CommercialLocationInput = z.output<typeof commercialLocationSchema>;

/** The company and who pays its invoices. */
export const commercialCustomerSchema = z.object({
  company_name: requiredText(200),
  billing_first_name: requiredText(100),
  billing_last_name: requiredText(100),
  billing_email: optionalEmailField(),
  billing_phone: optionalPhoneField(),
  billing_address_line1: nullableText(200),
  billing_city: nullableText(100),
  billing_state: nullableText(50),
  billing_zip: z
    .string({ error: messages.zipDigits })
    .trim()
    .refine((raw) => raw === '' || /^\d{5}$/.test(raw), { error: messages.zipDigits })
    .transform((raw) => raw || null)
    .nullable()
    .optional(),
  tax_exempt: z.boolean({ error: messages.notValid }).default(false),
  notes: nullableText(5000),
});
export type CommercialCustomerBody = z.input<typeof commercialCustomerSchema>;
export type CommercialCustomerInput = z.output<typeof commercialCustomerSchema>;

export const createCommercialCustomerSchema = commercialCustomerSchema.extend({
  /** The first location(s) may come with the customer; more can be added later. */
  locations: z
    .array(commercialLocationSchema, { error: messages.notValid })
    .max(20, { error: messages.notValid })
    .default([]),
});
export type CreateCommercialCustomerBody = z.input<typeof createCommercialCustomerSchema>;

export const commercialStatusChangeSchema = z.object({ reason: requiredText(500) });
export type CommercialStatusChangeBody = z.input<typeof commercialStatusChangeSchema>;

export const commercialSorts = ['company', '-company', 'created_at', '-created_at'] as const;
export type CommercialSort = (typeof commercialSorts)[number];

const booleanFlag = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: messages.notValid })
    .transform((value) => value === 'true' || value === '1')
    .optional();

const commercialFilters = {
  sort: z.enum(commercialSorts, { error: messages.notValid }).default('company'),
  status: z.enum(commercialStatuses, { error: messages.notValid }).optional(),
  tax_exempt: booleanFlag(),
};
export const commercialListQuerySchema = listQuerySchema.extend(commercialFilters);
export type CommercialListQuery = z.output<typeof commercialListQuerySchema>;
export const commercialExportQuerySchema = listQuerySchema
  .omit({ page: true, per_page: true })
  .extend(commercialFilters);
export type CommercialExportQuery = z.output<typeof commercialExportQuerySchema>;

export const commercialParamsSchema = z.object({ id: idParam() });
const organizationId = { organization_id: idParam().optional() };
/** Spec §7: GET /commercial/customer and /commercial/location take the customer by query. */
export const commercialCustomerQuerySchema = z.object({ commercial_customer_id: idParam(), ...organizationId });
/** Spec §7: GET /commercial/client_locations_for_commercial_client takes the location by query. */
export const commercialLocationQuerySchema = z.object({ commercial_location_id: idParam(), ...organizationId });
/** Spec §7: GET /commercial/locations, every customer's locations (or one customer's). */
export const commercialLocationsListQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({ commercial_customer_id: idParam().optional() });
export type CommercialLocationsListQuery = z.output<typeof commercialLocationsListQuerySchema>;
