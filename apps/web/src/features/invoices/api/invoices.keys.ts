/** Query keys of the invoices feature. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => ['invoices', 'list'] as const,
  list: (query: object) => ['invoices', 'list', query] as const,
  detail: (id: number | null) => ['invoices', 'detail', id] as const,
  credit: (owner: object) => ['invoices', 'credit', owner] as const,
  clientChoices: (search: string) => ['invoices', 'client-choices', search] as const,
};
