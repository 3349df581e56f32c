/**
 * The Open API feature's front door (issue 20). Its page is lazy-loaded from app/route-pages.ts; other features
 * need only the key list's query, to refresh it.
 */
export { useApiKeysPage } from './api/api-keys.ts';
