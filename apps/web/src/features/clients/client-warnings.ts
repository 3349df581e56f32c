/** The server's warnings after a create (a location's zip outside every work area), as lines the client page shows. */
import type { CreateClientWarnings } from '@employee-portal/core/clients/client.responses';

export interface CreatedWarning {
  location: string;
  text: string;
}

/** `{ locations: { "1": [text] } }` → 'Location 2 (Cabin)': text; the key is the index in the posted locations. */
export function createWarnings(
  warnings: CreateClientWarnings | undefined,
  locations: readonly { address_line1: string; name?: string | null }[],
): CreatedWarning[] {
  return Object.entries(warnings?.locations ?? {}).flatMap(([index, texts]) => {
    const location = locations[Number(index)];
    const label = `Location ${Number(index) + 1}${location ? ` (${location.name || location.address_line1})` : ''}`;
    return texts.map((text) => ({ location: label, text }));
  });
}
