/**
 * Demo Scoopers' branding (issue 20): its logo, a deep teal header with a navy primary, the company details its
 * invoices and messages print, and its Google Analytics id, so the shell, the settings page and the outbox show it.
 */
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/providers/storage/file-storage.ts';
import { storeBrandingLogo, writeOrganizationBranding } from '../features/branding/index.ts';
import { demoPng } from './demo-photos.ts';

const TEAL: [number, number, number] = [10, 126, 140];
const WHITE: [number, number, number] = [255, 255, 255];

/** A white disc with a teal paw print: pad and four toes. */
function demoLogoPng(): Buffer {
  const size = 96;
  const spots: [number, number, number][] = [
    [48, 60, 17],
    [27, 38, 8],
    [40, 26, 8],
    [56, 26, 8],
    [69, 38, 8],
  ];
  return demoPng(size, size, (x, y) => {
    if (spots.some(([cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r)) return TEAL;
    return (x - 48) ** 2 + (y - 48) ** 2 <= 46 * 46 ? WHITE : TEAL;
  });
}

export async function seedBranding(db: Db, organizationId: number, storage: FileStorage | null, now: Date) {
  // Without a storage provider (some tests seed without one) the demo keeps the franchise-free default: no logo.
  const logo = storage ? await storeBrandingLogo(storage, demoLogoPng(), 'image/png') : null;
  await writeOrganizationBranding(
    db,
    organizationId,
    {
      display_name: 'Demo Scoopers',
      logo_url: logo?.logo_url ?? null,
      ...(logo ? { logo_storage_key: logo.logo_storage_key, logo_content_type: logo.logo_content_type } : {}),
      primary_color: '#00695c',
      header_color: '#0a7e8c',
      phone: '3035550142',
      email: 'office@demoscoopers.example',
      address: '1550 Wynkoop Street, Denver, CO 80202',
      website: 'https://demoscoopers.example',
      analytics_id: 'G-DEMO2026',
    },
    now,
  );
}
