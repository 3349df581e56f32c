/** Odometer and mileage inputs: blank means "not given"; otherwise a whole, non-negative number. */
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';

export const optionalWholeNumber = () =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || /^-?\d+(\.\d+)?$/.test(text), { error: messages.mustBeNumber })
    .refine((text) => text === '' || !text.startsWith('-'), { error: messages.cannotBeNegative })
    .refine((text) => text === '' || /^\d+$/.test(text), { error: messages.mustBeWholeNumber })
    .transform((text) => (text === '' ? null : Number(text)));

export const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const digitsOnly = (typed: string) => typed.replace(/[^\d]/g, '');
