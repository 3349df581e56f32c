/**
 * What CardConnect's hosted tokenizer frame posts to its parent (spec §7): `message` (the token), `validationError`,
 * `errorMessage` and `errorCode` ('00' means fine). The live frame posts JSON text; anything else is not ours.
 */
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';

const tokenizerMessageSchema = z.object({
  message: z.string().optional(),
  validationError: z.string().optional(),
  errorMessage: z.string().optional(),
  errorCode: z.union([z.string(), z.number()]).optional(),
});

export type TokenizerResult = { token: string } | { error: string };

/** Reads one posted message; null when it is not a tokenizer message at all. */
export function readTokenizerMessage(data: unknown): TokenizerResult | null {
  let parsed: unknown = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const result = tokenizerMessageSchema.safeParse(parsed);
  if (!result.success || (result.data.errorCode === undefined && result.data.message === undefined)) return null;
  const { message, validationError, errorMessage, errorCode } = result.data;
  if (String(errorCode) === '00' && message) return { token: message };
  // Spec §5: the frame's own words where it gives some; without a token the number counts as missing.
  return { error: validationError || errorMessage || messages.cardNumberRequired };
}

/**
 * The live frame reports invalid input and tokenizes when the field goes idle only when asked to in its URL
 * (CardConnect Hosted iFrame Tokenizer parameters); the test-mode stand-in always does both.
 */
export function tokenizerFrameUrl(url: string, testMode: boolean): string {
  if (testMode) return url;
  const frame = new URL(url, window.location.href);
  for (const parameter of ['invalidinputevent', 'tokenizewheninactive', 'formatinput'])
    frame.searchParams.set(parameter, 'true');
  return frame.toString();
}
