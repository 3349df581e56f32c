/**
 * What a typed coupon code or gift certificate code puts on a draft invoice (issue 16): the coupon by the same rules
 * as a subscription's, and a usable certificate with what it can give now, previewed on the draft until finalize.
 */
import { couponRefusal, messages, normalizeCouponCode } from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { countRedemptions, findCouponByCode } from '../coupons/index.ts';
import { giftCertificateBalanceFor, usableGiftCertificateByCode } from '../gift-certificates/index.ts';
import type { InvoiceRow } from './invoices.repository.ts';

const today = (deps: AppDeps, member: MemberContext) => organizationToday(member.organization, deps.clock.now());

/** The coupon a draft gets from a typed code, by the same rules as a subscription's ('Coupon Code is not valid'). */
export async function couponColumns(
  deps: AppDeps,
  member: MemberContext,
  invoice: InvoiceRow,
  typed: string | null | undefined,
) {
  if (typed === undefined)
    return {
      coupon_id: invoice.coupon_id,
      coupon_code: invoice.coupon_code,
      coupon_percent_off: invoice.coupon_percent_off,
      coupon_amount_off_cents: invoice.coupon_amount_off_cents,
    };
  if (!typed) return { coupon_id: null, coupon_code: null, coupon_percent_off: null, coupon_amount_off_cents: null };
  const organizationId = member.organization.id;
  const coupon = await findCouponByCode(deps.db, organizationId, normalizeCouponCode(typed));
  const invalid = () => validationFailed({ coupon_code: [messages.couponCodeInvalid] });
  if (!coupon || !coupon.is_active) throw invalid();
  if (
    couponRefusal(coupon, {
      today: today(deps, member),
      redemptions: await countRedemptions(deps.db, organizationId, coupon.id),
    })
  )
    throw invalid();
  return {
    coupon_id: coupon.id,
    coupon_code: coupon.code,
    coupon_percent_off: coupon.percent_off,
    coupon_amount_off_cents: coupon.amount_off_cents,
  };
}

/**
 * The certificate a draft gets from a typed code, and what it can give now: a draft previews that amount, and
 * finalizing takes it from the certificate.
 */
export async function giftCertificateColumns(
  deps: AppDeps,
  member: MemberContext,
  invoice: InvoiceRow,
  typed: string | null | undefined,
) {
  const organizationId = member.organization.id;
  const day = today(deps, member);
  if (typed === undefined) {
    if (!invoice.gift_certificate_id) return {};
    const balance = await giftCertificateBalanceFor(deps.db, organizationId, invoice.gift_certificate_id, day);
    return { gift_certificate_applied_cents: balance };
  }
  if (!typed) return { gift_certificate_id: null, gift_certificate_code: null, gift_certificate_applied_cents: 0 };
  const certificate = await usableGiftCertificateByCode(deps.db, organizationId, typed, day);
  if (!certificate) throw validationFailed({ gift_certificate_code: [messages.notValid] });
  return {
    gift_certificate_id: certificate.id,
    gift_certificate_code: certificate.code,
    gift_certificate_applied_cents: certificate.balance_cents,
  };
}
