/**
 * The victim organization's records the route walk (route-access-walk.test.ts) names in each member route's path. A
 * new route with a path parameter needs an entry here; its body and query go in route-walk-requests.ts.
 */

export interface Victim {
  notificationId: number;
  roleId: number;
  staffId: number;
  shiftId: number;
  clientId: number;
  clientLocationId: number;
  workAreaId: number;
  registrationId: number;
  changeRequestId: number;
  commercialCustomerId: number;
  commercialLocationId: number;
  servicePlanId: number;
  giftCertificateId: number;
  couponId: number;
  residentialCrossSellId: number;
  commercialCrossSellId: number;
  subscriptionId: number;
  commercialSubscriptionId: number;
  cancelReasonId: number;
  jobId: number;
  jobPhotoId: number;
  skipReasonId: number;
  techUserId: number;
  invoiceId: number;
  salesTaxRateId: number;
  paymentId?: number;
  cardId?: number;
  payoutId: number;
  payRunId?: number;
  paySlipId?: number;
  payAdjustmentId?: number;
  apiKeyId?: number;
  webhookEndpointId?: number;
}

export const paramFixtures: Record<string, (victim: Victim) => Record<string, string | number>> = {
  '/api/notifications/:id/read': (victim) => ({ id: victim.notificationId }),
  '/api/sales_tax_rates/:id': (victim) => ({ id: victim.salesTaxRateId }),
  '/api/dashboard/kpis/:key': () => ({ key: 'total_sales' }),
  '/api/user_settings/:key': () => ({ key: 'time_format' }),
  '/api/roles/:id': (victim) => ({ id: victim.roleId }),
  '/api/staff/:id': (victim) => ({ id: victim.staffId }),
  '/api/staff/:id/pay': (victim) => ({ id: victim.staffId }),
  '/api/staff/:id/permissions': (victim) => ({ id: victim.staffId }),
  '/api/staff/:id/deactivate': (victim) => ({ id: victim.staffId }),
  '/api/staff/:id/reactivate': (victim) => ({ id: victim.staffId }),
  '/api/staff/:id/avatar': (victim) => ({ id: victim.staffId }),
  '/api/staff/:id/invitation/resend': (victim) => ({ id: victim.staffId }),
  '/api/staff/:id/invitation': (victim) => ({ id: victim.staffId }),
  '/api/shifts/:id': (victim) => ({ id: victim.shiftId }),
  '/api/service_plans/:id': (victim) => ({ id: victim.servicePlanId }),
  '/api/gift_certificates/:id': (victim) => ({ id: victim.giftCertificateId }),
  '/api/payouts/:id': (victim) => ({ id: victim.payoutId }),
  '/api/coupons/:id': (victim) => ({ id: victim.couponId }),
  '/api/residential_cross_sells/:id': (victim) => ({ id: victim.residentialCrossSellId }),
  '/api/commercial_cross_sells/:id': (victim) => ({ id: victim.commercialCrossSellId }),
  '/api/subscription/:id': (victim) => ({ id: victim.subscriptionId }),
  '/api/subscription/:id/pause': (victim) => ({ id: victim.subscriptionId }),
  '/api/subscription/:id/resume': (victim) => ({ id: victim.subscriptionId }),
  '/api/subscription/:id/cancel': (victim) => ({ id: victim.subscriptionId }),
  '/api/commercial/subscription/show/:id': (victim) => ({ id: victim.commercialSubscriptionId }),
  '/api/commercial/subscription/:id': (victim) => ({ id: victim.commercialSubscriptionId }),
  '/api/commercial/subscription/:id/pause': (victim) => ({ id: victim.commercialSubscriptionId }),
  '/api/commercial/subscription/:id/resume': (victim) => ({ id: victim.commercialSubscriptionId }),
  '/api/commercial/subscription/:id/cancel': (victim) => ({ id: victim.commercialSubscriptionId }),
  '/api/subscription/:id/cancellation_credit': (victim) => ({ id: victim.subscriptionId }),
  '/api/commercial/subscription/:id/cancellation_credit': (victim) => ({ id: victim.commercialSubscriptionId }),
  '/api/cancel_reasons/:id': (victim) => ({ id: victim.cancelReasonId }),
  '/api/gift_certificates/:id/redeem': (victim) => ({ id: victim.giftCertificateId }),
  '/api/gift_certificates/:id/void': (victim) => ({ id: victim.giftCertificateId }),
  '/api/gift_certificates/:id/pdf': (victim) => ({ id: victim.giftCertificateId }),
  '/api/gift_certificates/:id/email': (victim) => ({ id: victim.giftCertificateId }),
  '/api/change_requests/:id/approve': (victim) => ({ id: victim.changeRequestId }),
  '/api/change_requests/:id/deny': (victim) => ({ id: victim.changeRequestId }),
  '/api/commercial/customers/:id': (victim) => ({ id: victim.commercialCustomerId }),
  '/api/commercial/customers/:id/deactivate': (victim) => ({ id: victim.commercialCustomerId }),
  '/api/commercial/customers/:id/reactivate': (victim) => ({ id: victim.commercialCustomerId }),
  '/api/commercial/customers/:id/locations': (victim) => ({ id: victim.commercialCustomerId }),
  '/api/commercial/locations/:id': (victim) => ({ id: victim.commercialLocationId }),
  '/api/leads/:id': (victim) => ({ id: victim.registrationId }),
  '/api/leads/:id/prefill': (victim) => ({ id: victim.registrationId }),
  '/api/leads/:id/status': (victim) => ({ id: victim.registrationId }),
  '/api/leads/:id/convert': (victim) => ({ id: victim.registrationId }),
  '/api/work_areas/:id': (victim) => ({ id: victim.workAreaId }),
  '/api/work_areas/:id/zips': (victim) => ({ id: victim.workAreaId }),
  '/api/work_areas/:id/zips/:zip': (victim) => ({ id: victim.workAreaId, zip: '80202' }),
  '/api/work_areas/:id/techs': (victim) => ({ id: victim.workAreaId }),
  '/api/clients/:id': (victim) => ({ id: victim.clientId }),
  '/api/clients/:id/locations': (victim) => ({ id: victim.clientId }),
  '/api/clients/:id/locations/:location_id': (victim) => ({
    id: victim.clientId,
    location_id: victim.clientLocationId,
  }),
  '/api/clients/:id/deactivate': (victim) => ({ id: victim.clientId }),
  '/api/clients/:id/reactivate': (victim) => ({ id: victim.clientId }),
  '/api/clients/:id/notes': (victim) => ({ id: victim.clientId }),
  '/api/clients/:id/activity': (victim) => ({ id: victim.clientId }),
  '/api/clients/:id/link': (victim) => ({ id: victim.clientId }),
  '/api/clients/:id/unlink': (victim) => ({ id: victim.clientId }),
  '/api/dormant_clients/:id/win_back': (victim) => ({ id: victim.clientId }),
  '/api/jobs/:id': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/assignee': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/date': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/notes': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/re_clean': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/status': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/complete': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/skip': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/photos': (victim) => ({ id: victim.jobId }),
  '/api/jobs/:id/photos/:photo_id': (victim) => ({ id: victim.jobId, photo_id: victim.jobPhotoId }),
  '/api/job_photos/:id': (victim) => ({ id: victim.jobPhotoId }),
  '/api/dispatch_board/:user_id': (victim) => ({ user_id: victim.techUserId }),
  '/api/unassigned/:id': (victim) => ({ id: victim.subscriptionId }),
  '/api/skip_reasons/:id': (victim) => ({ id: victim.skipReasonId }),
  '/api/scheduler_settings/route_addresses/:id': (victim) => ({ id: victim.techUserId }),
  '/api/invoices/:id': (victim) => ({ id: victim.invoiceId }),
  '/api/invoices/:id/finalize': (victim) => ({ id: victim.invoiceId }),
  '/api/invoices/:id/void': (victim) => ({ id: victim.invoiceId }),
  '/api/invoices/:id/email': (victim) => ({ id: victim.invoiceId }),
  '/api/invoices/:id/pdf': (victim) => ({ id: victim.invoiceId }),
  '/api/clients/:id/cards': (victim) => ({ id: victim.clientId }),
  '/api/clients/:id/cards/:card_id': (victim) => ({ id: victim.clientId, card_id: victim.cardId ?? 1 }),
  '/api/commercial/customers/:id/cards': (victim) => ({ id: victim.commercialCustomerId }),
  '/api/commercial/customers/:id/cards/:card_id': (victim) => ({
    id: victim.commercialCustomerId,
    card_id: victim.cardId ?? 1,
  }),
  '/api/invoices/:id/charge': (victim) => ({ id: victim.invoiceId }),
  '/api/payments/:id': (victim) => ({ id: victim.paymentId ?? 1 }),
  '/api/payments/:id/refunds': (victim) => ({ id: victim.paymentId ?? 1 }),
  '/api/quickbooks/customer_matches/:client_id': (victim) => ({ client_id: victim.clientId }),
  '/api/quickbooks/sync_log/:id/retry': () => ({ id: 1 }),
  '/api/quickbooks/mismatches/:id/fix': () => ({ id: 1 }),
  '/api/payroll_settings/staff/:membership_id': (victim) => ({ membership_id: victim.staffId }),
  '/api/payroll_report/:id': (victim) => ({ id: victim.staffId }),
  '/api/productivity_report/:id': (victim) => ({ id: victim.staffId }),
  '/api/pay_runs/:id': (victim) => ({ id: victim.payRunId ?? 1 }),
  '/api/pay_runs/:id/compute': (victim) => ({ id: victim.payRunId ?? 1 }),
  '/api/pay_runs/:id/adjustments': (victim) => ({ id: victim.payRunId ?? 1 }),
  '/api/pay_runs/:id/adjustments/:adjustment_id': (victim) => ({
    id: victim.payRunId ?? 1,
    adjustment_id: victim.payAdjustmentId ?? 1,
  }),
  '/api/pay_runs/:id/finalize': (victim) => ({ id: victim.payRunId ?? 1 }),
  '/api/pay_runs/:id/export.csv': (victim) => ({ id: victim.payRunId ?? 1 }),
  '/api/pay_slips/:id/pdf': (victim) => ({ id: victim.paySlipId ?? 1 }),
  '/api/payroll_report/pay_slips/:id/pdf': (victim) => ({ id: victim.paySlipId ?? 1 }),
  '/api/pay_slips/:id/email': (victim) => ({ id: victim.paySlipId ?? 1 }),
  '/api/api_keys/:id/revoke': (victim) => ({ id: victim.apiKeyId ?? 1 }),
  '/api/webhooks/:id': (victim) => ({ id: victim.webhookEndpointId ?? 1 }),
  '/api/webhooks/:id/secret': (victim) => ({ id: victim.webhookEndpointId ?? 1 }),
  '/api/webhooks/:id/test': (victim) => ({ id: victim.webhookEndpointId ?? 1 }),
  '/api/webhooks/:id/deliveries': (victim) => ({ id: victim.webhookEndpointId ?? 1 }),
  '/api/webhooks/:id/deliveries/:delivery_id/resend': (victim) => ({
    id: victim.webhookEndpointId ?? 1,
    delivery_id: 1,
  }),
  '/api/royalty_invoices/:id': () => ({ id: 1 }),
  '/api/royalty_invoices/:id/pay': () => ({ id: 1 }),
  '/api/royalty_payments/:id': () => ({ id: 1 }),
};
