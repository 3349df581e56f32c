/** Input masks for form fields (FormTextField `mask`): what is typed is rewritten before the form stores it. */

/** Digits only, at most `length` of them (zip codes, card security codes). */
export const digitsOnly = (length: number) => (typed: string) => typed.replace(/\D/g, '').slice(0, length);
