/**
 * What the route walk (route-access-walk.test.ts) sends to each member route: the victim organization's records named
 * in paths, and bodies and queries valid enough to reach the record lookup. A new route with a path parameter needs an
 * entry here.
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
}

export const paramFixtures: Record<string, (victim: Victim) => Record<string, string | number>> = {
  '/api/notifications/:id/read': (victim) => ({ id: victim.notificationId }),
  '/api/sales_tax_rates/:id': (victim) => ({ id: victim.salesTaxRateId }),
  '/api/dashboard/widgets/:key': () => ({ key: 'active_residential' }),
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
};

export const sampleBodies: Record<string, object> = {
  'PUT /api/user_settings/:key': { value: 'HH:mm' },
  'PUT /api/auth/change_email': {
    email: 'walker-new@example.com',
    email_confirmation: 'walker-new@example.com',
    password: 'wrong-password',
  },
  'PUT /api/auth/change_password': {
    current_password: 'wrong-password',
    password: 'new-password-1',
    password_confirmation: 'new-password-1',
  },
  'PUT /api/auth/two_factor': { enabled: true, code: '1234' },
  // Valid bodies, so that routes naming another organization's record reach the lookup and answer 404.
  'PUT /api/roles/:id': { name: 'Walker role', permissions: ['schedule'] },
  'PUT /api/staff/:id': { first_name: 'Walker', last_name: 'Outsider', email: 'walker-outsider@example.com' },
  'PUT /api/staff/:id/pay': { hourly_rate_cents: 1, per_job_rate_cents: 0, commission_bps: 0, mileage_rate_cents: 0 },
  'PUT /api/staff/:id/permissions': { role_id: 1, extra_permissions: [] },
  'POST /api/staff/:id/avatar': { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==' },
  'POST /api/gift_certificates/:id/redeem': { amount_cents: 100 },
  'PUT /api/residential_cross_sells/:id': { name: 'Walker add-on', price_cents: 100, frequency: 'once' },
  'PUT /api/commercial_cross_sells/:id': { name: 'Walker add-on', price_cents: 100, frequency: 'once' },
  'PUT /api/coupons/:id': { code: 'WALKER1', discount_type: 'percent', percent_off: 5, duration: 'once' },
  'POST /api/gift_certificates/:id/void': { reason: 'Walker tries' },
  'PUT /api/gift_certificates/:id': { purchaser_name: 'Walker', recipient_name: 'Walker' },
  'POST /api/gift_certificates/:id/email': { to: 'purchaser' },
  'PUT /api/service_plans/:id': {
    name: 'Walker plan',
    frequency: 'once_a_week',
    dog_prices: [{ dogs_from: 1, dogs_to: null, price_cents: 100 }],
  },
  'PUT /api/shifts/:id': { start: '2026-01-05T15:00:00Z', end: '2026-01-05T23:00:00Z', breaks: [] },
  'PUT /api/clients/:id': {
    first_name: 'Walker',
    last_name: 'Outsider',
    email: 'walker-client@example.com',
    phone: '3035550100',
  },
  'POST /api/clients/:id/locations': { address_line1: '1 Walker St', city: 'Denver', state: 'CO', zip: '80202' },
  'PUT /api/clients/:id/locations/:location_id': {
    address_line1: '1 Walker St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
  },
  'POST /api/clients/:id/deactivate': { reason: 'Walker reason' },
  'POST /api/clients/:id/reactivate': { reason: 'Walker reason' },
  'POST /api/clients/:id/notes': { body: 'Walker note' },
  'POST /api/clients/:id/link': { billing_client_id: 1 },
  'POST /api/dormant_clients/:id/win_back': { action: 'reactivate' },
  'POST /api/change_requests/:id/deny': { reason: 'Walker reason' },
  'POST /api/client_portal/change_requests': { client_id: 1, kind: 'cancel', reason: 'Walker reason' },
  'PUT /api/commercial/customers/:id': {
    company_name: 'Walker Co',
    billing_first_name: 'Walker',
    billing_last_name: 'Outsider',
  },
  'POST /api/commercial/customers/:id/deactivate': { reason: 'Walker' },
  'POST /api/commercial/customers/:id/reactivate': { reason: 'Walker' },
  'POST /api/commercial/customers/:id/locations': {
    name: 'Walker HQ',
    address_line1: '1 Walker St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    stations: 2,
  },
  'PUT /api/commercial/locations/:id': {
    name: 'Walker HQ',
    address_line1: '1 Walker St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    stations: 2,
  },
  'PUT /api/leads/:id/status': { status: 'contacted' },
  'POST /api/leads/:id/convert': {
    first_name: 'Walker',
    last_name: 'Outsider',
    email: 'walker-lead@example.com',
    phone: '3035550123',
    locations: [{ address_line1: '1 Walk St', city: 'Denver', state: 'CO', zip: '80202' }],
  },
  'PUT /api/work_areas/:id': { name: 'Walker area' },
  'PUT /api/subscription/:id': {
    service_plan_id: 1,
    service_days: [{ service_type: 'recurring', start_date: '2030-01-07' }],
  },
  'PUT /api/commercial/subscription/:id': {
    service_plan_id: 1,
    service_days: [{ service_type: 'recurring', start_date: '2030-01-07' }],
  },
  'POST /api/subscription/:id/pause': { from: '2030-01-07', to: '2030-01-21' },
  'POST /api/commercial/subscription/:id/pause': { from: '2030-01-07', to: '2030-01-21' },
  'POST /api/subscription/:id/cancel': { cancel_reason_id: 1 },
  'POST /api/commercial/subscription/:id/cancel': { cancel_reason_id: 1 },
  'PUT /api/cancel_reasons/:id': { name: 'Walker reason' },
  'POST /api/work_areas/:id/zips': { zip: '80203' },
  'PUT /api/work_areas/:id/techs': { user_ids: [] },
  'PUT /api/jobs/:id/assignee': { assigned_user_id: null },
  'PUT /api/jobs/:id/date': { service_date: '2030-01-08' },
  'PUT /api/jobs/:id/notes': { office_notes: 'Walker note' },
  'POST /api/jobs/:id/re_clean': { service_date: '2030-01-08' },
  'POST /api/jobs/:id/status': { status: 'on_the_way' },
  'POST /api/jobs/:id/complete': { gate_closed: true },
  'POST /api/jobs/:id/skip': { skip_reason_id: 1 },
  'POST /api/jobs/:id/photos': { kind: 'completion', image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==' },
  'POST /api/jobs': { kind: 'residential', location_id: 1, service_date: '2030-01-08', price_cents: 100 },
  'PUT /api/dispatch_board/route': { service_date: '2030-01-07', assigned_user_id: null, job_ids: [1] },
  'PUT /api/route_manager/route': { service_date: '2030-01-07', assigned_user_id: 1, job_ids: [1] },
  'PUT /api/route_manager/routes': { service_date: '2030-01-07', routes: [{ assigned_user_id: 1, job_ids: [1] }] },
  'POST /api/route_manager/optimize_all': { service_date: '2030-01-07' },
  'POST /api/dispatch_board/bulk_skip': { job_ids: [1], skip_reason_id: 1 },
  'POST /api/dispatch_board/bulk_reassign': { job_ids: [1], assigned_user_id: null },
  'POST /api/dispatch_board/bulk_move': { job_ids: [1], service_date: '2030-01-08' },
  'PUT /api/unassigned/:id': {
    assigned_user_id: 1,
    service_days: [{ service_type: 'recurring', start_date: '2030-01-07' }],
    start_date: '2030-01-07',
  },
  'PUT /api/skip_reasons/:id': { name: 'Walker reason' },
  'POST /api/new_client_planner/options': { lat: 39.75, lng: -104.99, frequency: 'once_a_week' },
  'PUT /api/scheduler_settings/route_addresses/:id': { start_address: '1 Walker St' },
  'PUT /api/invoices/:id': { lines: [{ description: 'Walker', quantity: 1, unit_cents: 100 }], due_date: '2030-01-08' },
  'POST /api/invoices/:id/void': { reason: 'Walker reason' },
  'POST /api/invoices': { client_id: 1, lines: [{ description: 'Walker', quantity: 1, unit_cents: 100 }] },
  'POST /api/invoices/from_job': { job_id: 1 },
  'POST /api/invoices/finalize_and_send': { invoice_ids: [1] },
  'PUT /api/billing_settings': {
    billing_mode: 'prepaid',
    fixed_billing_day: 1,
    due_days: 7,
    autopay: true,
    retry_days: [1],
    default_tax_rate_percent: 0,
    business_tax_id: null,
    invoice_footer: null,
  },
  'POST /api/sales_tax_rates': { name: 'Walker rate', rate_percent: 5, zip: '80202' },
  'PUT /api/sales_tax_rates/:id': { name: 'Walker rate', rate_percent: 5, zip: '80202' },
  'POST /api/clients/:id/cards': { token: '9411111111111111', name: 'Walker' },
  'POST /api/commercial/customers/:id/cards': { token: '9411111111111111', name: 'Walker' },
  'POST /api/payments/:id/refunds': { amount_cents: 100 },
  'POST /api/receive_check_payment': {
    client_id: 1,
    invoice_ids: [],
    check_number: '1',
    check_date: '2030-01-07',
    amount_cents: 100,
  },
  'POST /api/receive_commercial_check_payment': {
    commercial_customer_id: 1,
    invoice_ids: [],
    check_number: '1',
    check_date: '2030-01-07',
    amount_cents: 100,
  },
  'POST /api/client_credit/refunds': { client_id: 1, amount_cents: 100, method: 'cash' },
  'POST /api/open_balance_report/reminders': { clients: [{ kind: 'residential', id: 1 }] },
  'PUT /api/ratings_comments_and_tipping': {
    ratings_enabled: true,
    comments_enabled: true,
    tipping_enabled: true,
    recurring_tips_enabled: true,
    suggested_tip_amounts: [5],
  },
};

export const sampleQueries: Record<string, string> = {
  'GET /api/dashboard/widgets/:key': 'date_from=2020-01-01&date_to=2030-12-31',
  'GET /api/my_shift_report': 'date_from=2026-01-01&date_to=2026-12-31',
  'GET /api/coupons/lookup': 'code=SAVE10',
  'GET /api/time_mileage_report': 'date_from=2026-01-01&date_to=2026-12-31',
  'GET /api/time_mileage_report/export.csv': 'date_from=2026-01-01&date_to=2026-12-31',
  'GET /api/service_area': 'zip=80202',
  'GET /api/jobs': 'from=2030-01-07&to=2030-01-07',
  'GET /api/dispatch_board': 'date=2030-01-07',
  'GET /api/dispatch_board/:user_id': 'date=2030-01-07',
  'GET /api/route_manager': 'date=2030-01-07',
  'GET /api/route_manager/route_sheet': 'date=2030-01-07&user_id=1',
  'GET /api/invoices': 'kind=one_time',
  'GET /api/receive_check_payment/open_invoices': 'client_id=1',
  'GET /api/client_credit': 'client_id=1',
  'GET /api/receive_commercial_check_payment/open_invoices': 'commercial_customer_id=1',
};
