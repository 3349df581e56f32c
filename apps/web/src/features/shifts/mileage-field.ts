/** Odometer and mileage inputs: blank means "not given"; otherwise a whole, non-negative number. */
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';

export const optionalWholeNumber = () =>
  z
    .string()
    .trim()
    // One message per reading, the first rule it breaks: '-3' is 'Cannot be negative', '-3.5' too.
    .refine((text) => text === '' || /^-?\d+(\.\d+)?$/.test(text), { error: messages.mustBeNumber, abort: true })
    .refine((text) => text === '' || !text.startsWith('-'), { error: messages.cannotBeNegative, abort: true })
    .refine((text) => text === '' || /^\d+$/.test(text), { error: messages.mustBeWholeNumber })
    .transform((text) => (text === '' ? null : Number(text)));

export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
