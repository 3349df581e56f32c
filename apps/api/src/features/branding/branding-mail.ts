/**
 * Every e-mail an organization sends goes out in its colours: a header band with its logo and name, the message, and
 * a footer with the company details it set (issue 20). Applied to the mail sender once, at the app's assembly, so
 * each feature keeps sending plain text and a change of branding shows in the very next message.
 */
import { DEFAULT_HEADER_COLOR, textColorOn } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import type { MailMessage, MailSender } from '../../platform/providers/mail/mail-sender.ts';
import { brandingStateOf } from './branding.present.ts';
import { readBranding, readBrandingFallbacks } from './branding.repository.ts';

export interface MailBranding {
  name: string;
  logo_url: string | null;
  header_color: string;
  header_text_color: string;
  /** Address, phone, e-mail and website as set, each on its own line; empty when none is. */
  details: string[];
  customized: boolean;
}

const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

const absolute = (url: string, publicUrl: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

export async function mailBrandingOf(db: Db, organizationId: number, publicUrl: string): Promise<MailBranding | null> {
  const [row, fallbacks] = await Promise.all([
    readBranding(db, organizationId),
    readBrandingFallbacks(db, organizationId),
  ]);
  if (!fallbacks) return null;
  const headerColor = row?.header_color ?? fallbacks.franchise_header_color ?? DEFAULT_HEADER_COLOR;
  const logo = row?.logo_url ?? fallbacks.franchise_logo_url;
  return {
    name: row?.display_name ?? fallbacks.organization_name,
    logo_url: logo ? absolute(logo, publicUrl) : null,
    header_color: headerColor,
    // The shell's own text colour rule, so the mail's header reads like the portal's.
    header_text_color: textColorOn(headerColor),
    details: [row?.address, row?.phone && formatPhone(row.phone), row?.email, row?.website].filter(
      (line): line is string => Boolean(line),
    ),
    customized: brandingStateOf(row) === 'Customized',
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 16px">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The message inside the organization's layout; `html` a feature wrote itself goes in as it is. */
export function brandedHtml(message: Pick<MailMessage, 'text' | 'html'>, branding: MailBranding): string {
  const logo = branding.logo_url
    ? `<img src="${escapeHtml(branding.logo_url)}" alt="" height="40" style="vertical-align:middle;margin-right:12px">`
    : '';
  const footer = [branding.name, ...branding.details].map(escapeHtml).join('<br>');
  return [
    '<!doctype html><html><body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#212121">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">',
    `<tr><td style="background:${branding.header_color};color:${branding.header_text_color};padding:16px 24px;font-size:20px;font-weight:bold">${logo}${escapeHtml(branding.name)}</td></tr>`,
    `<tr><td style="padding:24px;font-size:15px;line-height:1.5">${message.html ?? paragraphs(message.text)}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #e0e0e0;font-size:12px;color:#616161">${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/** The plain text with the company details below it, once the organization has set any. */
export function brandedText(text: string, branding: MailBranding): string {
  if (!branding.customized || branding.details.length === 0) return text;
  return `${text}\n\n--\n${[branding.name, ...branding.details].join('\n')}`;
}

const BRANDED = Symbol('branded mail');

/** Wraps a mail sender so an organization's messages carry its branding; platform mail (no organization) is as is. */
export function withBrandedMail(db: Db, publicUrl: string, sender: MailSender): MailSender {
  if ((sender as { [BRANDED]?: true })[BRANDED]) return sender;
  const branded: MailSender & { [BRANDED]: true } = {
    [BRANDED]: true,
    async send(message) {
      const branding = message.organization_id ? await mailBrandingOf(db, message.organization_id, publicUrl) : null;
      if (!branding) return sender.send(message);
      return sender.send({
        ...message,
        text: brandedText(message.text, branding),
        html: brandedHtml(message, branding),
      });
    },
  };
  return branded;
}
