/** Answers of /api/api_keys: the secret appears in the create answer only. */
import { z } from 'zod';

export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

export const apiKeyAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(apiKeyStatuses),
});
export type ApiKeyAnswer = z.infer<typeof apiKeyAnswerSchema>;

export const apiKeysResponseSchema = z.object({
  api_keys: z.array(apiKeyAnswerSchema),
  /** Where the OpenAPI document is, and the address a caller sends requests to: the server's configured one. */
  openapi_url: z.string(),
  api_base_url: z.string(),
});
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

export const createdApiKeyResponseSchema = z.object({
  api_key: apiKeyAnswerSchema,
  /** The whole key, this once: only its hash is stored. */
  secret: z.string(),
});
export type CreatedApiKeyResponse = z.infer<typeof createdApiKeyResponseSchema>;

export const apiKeyResponseSchema = z.object({ api_key: apiKeyAnswerSchema });
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;
