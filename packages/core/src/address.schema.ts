/** A street address with its map position: the block every service location has, residential or commercial. */
import { z } from 'zod';
import { messages } from './messages/catalogue.ts';
import { coordinateField, nullableText, requiredText, zipField } from './fields.ts';

/**
 * Where a location is. lat/lng come from the geocoder unless the office drops a pin. Spread its `shape` into a
 * location schema where the address belongs, so the fields (and their errors) keep the order the forms show.
 */
export const addressWithPinSchema = z.object({
  address_line1: requiredText(200),
  address_line2: nullableText(200),
  city: requiredText(100),
  state: requiredText(50),
  zip: zipField(),
  lat: coordinateField(90),
  lng: coordinateField(180),
  /** True when lat/lng are a pin the office placed: the server keeps them instead of geocoding the address. */
  pinned: z.boolean({ error: messages.notValid }).default(false),
});

/** The same block as the API answers it: the position is null until the geocoder or a pin gives one. */
export const addressWithPositionResponseSchema = z.object({
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  position_source: z.enum(['geocoder', 'pin']).nullable(),
});
