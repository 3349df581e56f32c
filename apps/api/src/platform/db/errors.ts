/** drizzle wraps driver errors (DrizzleQueryError); the SQLSTATE is on `cause.code` (DESIGN §10). */
export const postgresErrorCode = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';
