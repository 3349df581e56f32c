/** Commercial customers (a company with a billing contact and tax status) and their locations (spec §3, §7; issue 6). */
import { z } from 'zod';
import { scheduleEntryWireSchema } from '../scheduling/schedule-entry-wire.ts';
import { messages } from '../messages/catalogue.ts';
import { addressWithPinSchema } from '../address.schema.ts';
import { idParam, nullableText, optionalEmailField, optionalPhoneField, requiredText } from '../fields.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';

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

// Answers

export const commercialLocationViewSchema = z.object({
  id: z.number(),
  commercial_location_id: z.number(),
  commercial_customer_id: z.number(),
  name: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  position_source: z.enum(['geocoder', 'pin']).nullable(),
  stations: z.number(),
  service_notes: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  gate_code: z.string().nullable(),
  status: z.enum(commercialStatuses),
  /** False when no work area of the organization lists the zip ('No service available in this area'). */
  in_service_area: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommercialLocationView = z.infer<typeof commercialLocationViewSchema>;

export const commercialBillingContactSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_line1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type CommercialBillingContact = z.infer<typeof commercialBillingContactSchema>;

export const commercialCustomerRowSchema = z.object({
  id: z.number(),
  commercial_customer_id: z.number(),
  company_name: z.string(),
  billing_first_name: z.string().nullable(),
  billing_last_name: z.string().nullable(),
  billing_email: z.string().nullable(),
  billing_phone: z.string().nullable(),
  billing_address_line1: z.string().nullable(),
  billing_city: z.string().nullable(),
  billing_state: z.string().nullable(),
  billing_zip: z.string().nullable(),
  tax_exempt: z.boolean(),
  notes: z.string().nullable(),
  status: z.enum(commercialStatuses),
  inactive_reason: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  balance_cents: z.number(),
  locations_count: z.number(),
  stations_total: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommercialCustomerRow = z.infer<typeof commercialCustomerRowSchema>;

export const commercialCustomerListSchema = z.object({
  data: z.array(commercialCustomerRowSchema),
  meta: listMetaSchema,
});

export const commercialCustomerDetailSchema = commercialCustomerRowSchema.extend({
  billing_contact: commercialBillingContactSchema,
});
export type CommercialCustomerDetail = z.infer<typeof commercialCustomerDetailSchema>;

/** Every customer answer: the customer as it now stands (spec key `commercial_customer`). */
export const commercialCustomerResponseSchema = z.object({ commercial_customer: commercialCustomerDetailSchema });
/** Spec key `commercial_locations`. */
export const commercialLocationsResponseSchema = z.object({
  commercial_locations: z.array(commercialLocationViewSchema),
});

/** A location write answers with the location, and a warning when its zip lies outside every work area. */
export const commercialLocationWriteResponseSchema = z.object({
  commercial_location: commercialLocationViewSchema,
  warning: z.string().nullable(),
});

export const commercialCreateResponseSchema = commercialCustomerResponseSchema.extend({
  commercial_locations: z.array(commercialLocationViewSchema),
  /** One warning per location outside every work area (same order as `commercial_locations`, null when served). */
  warnings: z.array(z.string().nullable()),
});

export const commercialLocationPageRowSchema = commercialLocationViewSchema.extend({ company_name: z.string() });
export const commercialLocationPageSchema = z.object({
  data: z.array(commercialLocationPageRowSchema),
  meta: listMetaSchema,
});

/** Spec §3 "Client schedule (location) entry", for a commercial location. */
export const commercialScheduleEntrySchema = scheduleEntryWireSchema;
export type CommercialScheduleEntry = z.infer<typeof commercialScheduleEntrySchema>;
export const commercialScheduleResponseSchema = z.object({ client_locations: z.array(commercialScheduleEntrySchema) });

export const commercialDeleteLocationResponseSchema = z.object({
  message: z.string(),
  commercial_customer: commercialCustomerDetailSchema,
});
