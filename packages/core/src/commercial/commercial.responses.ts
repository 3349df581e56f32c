/** Answers of the commercial API (spec §7 keys): they fix what leaves the server, feed OpenAPI and type the web. */
import { z } from 'zod';
import { addressWithPositionResponseSchema } from '../address.schema.ts';
import { listMetaSchema } from '../list.ts';
import { scheduleEntryWireSchema } from '../scheduling/schedule-entry-wire.ts';
import { commercialStatuses } from './commercial.schema.ts';

export const commercialLocationViewSchema = z.object({
  id: z.number(),
  commercial_location_id: z.number(),
  commercial_customer_id: z.number(),
  name: z.string(),
  ...addressWithPositionResponseSchema.shape,
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

export const commercialCustomerListResponseSchema = z.object({
  data: z.array(commercialCustomerRowSchema),
  meta: listMetaSchema,
});
export type CommercialCustomerListResponse = z.infer<typeof commercialCustomerListResponseSchema>;

export const commercialCustomerDetailSchema = commercialCustomerRowSchema.extend({
  billing_contact: commercialBillingContactSchema,
});
export type CommercialCustomerDetail = z.infer<typeof commercialCustomerDetailSchema>;

/** Every customer answer: the customer as it now stands (spec key `commercial_customer`). */
export const commercialCustomerResponseSchema = z.object({ commercial_customer: commercialCustomerDetailSchema });
export type CommercialCustomerResponse = z.infer<typeof commercialCustomerResponseSchema>;
/** Spec key `commercial_locations`. */
export const commercialLocationsResponseSchema = z.object({
  commercial_locations: z.array(commercialLocationViewSchema),
});
export type CommercialLocationsResponse = z.infer<typeof commercialLocationsResponseSchema>;

/** A location write answers with the location, and a warning when its zip lies outside every work area. */
export const commercialLocationWriteResponseSchema = z.object({
  commercial_location: commercialLocationViewSchema,
  warning: z.string().nullable(),
});
export type CommercialLocationWriteResponse = z.infer<typeof commercialLocationWriteResponseSchema>;

export const commercialCreateResponseSchema = commercialCustomerResponseSchema.extend({
  commercial_locations: z.array(commercialLocationViewSchema),
  /** One warning per location outside every work area (same order as `commercial_locations`, null when served). */
  warnings: z.array(z.string().nullable()),
});
export type CommercialCreateResponse = z.infer<typeof commercialCreateResponseSchema>;

export const commercialLocationPageRowSchema = commercialLocationViewSchema.extend({ company_name: z.string() });
export const commercialLocationPageResponseSchema = z.object({
  data: z.array(commercialLocationPageRowSchema),
  meta: listMetaSchema,
});
export type CommercialLocationPageRow = z.infer<typeof commercialLocationPageRowSchema>;
export type CommercialLocationPageResponse = z.infer<typeof commercialLocationPageResponseSchema>;

/** Spec §3 "Client schedule (location) entry", for a commercial location. */
export const commercialScheduleEntrySchema = scheduleEntryWireSchema;
export type CommercialScheduleEntry = z.infer<typeof commercialScheduleEntrySchema>;
export const commercialScheduleResponseSchema = z.object({ client_locations: z.array(commercialScheduleEntrySchema) });

export const commercialDeleteLocationResponseSchema = z.object({
  message: z.string(),
  commercial_customer: commercialCustomerDetailSchema,
});
export type CommercialDeleteLocationResponse = z.infer<typeof commercialDeleteLocationResponseSchema>;
