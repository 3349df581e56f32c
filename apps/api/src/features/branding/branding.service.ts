/** /settings/branding_settings (issue 20): the organization's logo, colours and company details. */
import { randomBytes } from 'node:crypto';
import {
  BRANDING_LOGO_PATH,
  imageBytesMatch,
  messages,
  parseImageDataUrl,
  websiteUrlMessage,
  type BrandingInput,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { FileStorage } from '../../platform/providers/storage/file-storage.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { presentBrandingPage } from './branding.present.ts';
import {
  findBrandingLogoByKey,
  readBranding,
  readBrandingFallbacks,
  writeBranding,
  type BrandingRow,
} from './branding.repository.ts';

const LOGO_URL_PREFIX = '/api/branding_logos/';
const storageKeyOf = (key: string) => `branding-logos/${key}`;

export async function brandingPage(deps: AppDeps, organizationId: number) {
  const [row, fallbacks] = await Promise.all([
    readBranding(deps.db, organizationId),
    readBrandingFallbacks(deps.db, organizationId),
  ]);
  return presentBrandingPage(row, fallbacks);
}

interface StoredLogo {
  logo_url: string | null;
  logo_storage_key: string | null;
  logo_content_type: string | null;
}

/** Stores a logo's bytes under a new unguessable key; answers what the branding row keeps of it. */
export async function storeBrandingLogo(storage: FileStorage, bytes: Buffer, contentType: string) {
  const key = randomBytes(20).toString('hex');
  await storage.put(storageKeyOf(key), bytes, contentType);
  return { logo_url: `${LOGO_URL_PREFIX}${key}`, logo_storage_key: storageKeyOf(key), logo_content_type: contentType };
}

/** A new picture is checked by its own first bytes, as the profile picture and job photos are. */
function newLogoOrRefuse(dataUrl: string) {
  const parsed = parseImageDataUrl(dataUrl);
  const bytes = parsed ? Buffer.from(parsed.base64, 'base64') : null;
  if (!parsed || !bytes || !imageBytesMatch(bytes, parsed.content_type)) {
    throw validationFailed({ logo_image: [messages.imageType] });
  }
  return { bytes, content_type: parsed.content_type };
}

/**
 * The logo the save keeps: the current upload while its address is sent back unchanged; an uploaded logo's address
 * is otherwise refused, so no organization can show (or delete) another's.
 */
function keptLogo(current: BrandingRow | null, logoUrl: string | null | undefined): StoredLogo {
  if (!logoUrl) return { logo_url: null, logo_storage_key: null, logo_content_type: null };
  if (BRANDING_LOGO_PATH.test(logoUrl)) {
    if (current?.logo_url !== logoUrl) throw validationFailed({ logo_url: [websiteUrlMessage] });
    return {
      logo_url: current.logo_url,
      logo_storage_key: current.logo_storage_key,
      logo_content_type: current.logo_content_type,
    };
  }
  return { logo_url: logoUrl, logo_storage_key: null, logo_content_type: null };
}

export async function saveBranding(deps: AppDeps, member: MemberContext, body: BrandingInput) {
  const organizationId = member.organization.id;
  const current = await readBranding(deps.db, organizationId);
  const upload = body.logo_image ? newLogoOrRefuse(body.logo_image) : null;
  let logo: StoredLogo;
  if (upload) {
    logo = await storeBrandingLogo(deps.storage, upload.bytes, upload.content_type);
  } else {
    logo = keptLogo(current, body.logo_url);
  }
  await deps.db.transaction((tx) =>
    writeBranding(
      tx,
      organizationId,
      {
        display_name: body.display_name ?? null,
        ...logo,
        primary_color: body.primary_color ?? null,
        header_color: body.header_color ?? null,
        phone: body.phone ?? null,
        email: body.email ?? null,
        address: body.address ?? null,
        website: body.website ?? null,
        analytics_id: body.analytics_id ?? null,
      },
      deps.clock.now(),
    ),
  );
  // Only once the new row is committed does the old picture go: a failed save leaves the shown logo in place.
  if (current?.logo_storage_key && current.logo_storage_key !== logo.logo_storage_key) {
    await deps.storage.delete(current.logo_storage_key);
  }
  return brandingPage(deps, organizationId);
}

export async function brandingLogoByKey(deps: AppDeps, key: string) {
  const storageKey = storageKeyOf(key);
  const row = await findBrandingLogoByKey(deps.db, storageKey);
  const file = row ? await deps.storage.get(storageKey) : null;
  if (!row?.content_type || !file) throw notFound('This logo does not exist.');
  return { bytes: file.bytes, content_type: row.content_type };
}
