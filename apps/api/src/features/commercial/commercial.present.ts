/** Database rows to wire objects (spec §3 and §7 names). */
import type { CommercialCustomerDetail, CommercialCustomerRow, CommercialLocationView } from '@employee-portal/core';
import type { CommercialCustomerWithTotals, CommercialLocationRow } from './commercial.repository.ts';

export function presentCustomerRow({
  customer,
  locations_count,
  stations_total,
}: CommercialCustomerWithTotals): CommercialCustomerRow {
  return {
    id: customer.id,
    commercial_customer_id: customer.id,
    company_name: customer.company_name,
    billing_first_name: customer.billing_first_name,
    billing_last_name: customer.billing_last_name,
    billing_email: customer.billing_email,
    billing_phone: customer.billing_phone,
    billing_address_line1: customer.billing_address_line1,
    billing_city: customer.billing_city,
    billing_state: customer.billing_state,
    billing_zip: customer.billing_zip,
    tax_exempt: customer.tax_exempt,
    notes: customer.notes,
    status: customer.status,
    inactive_reason: customer.inactive_reason,
    deactivated_at: customer.deactivated_at?.toISOString() ?? null,
    balance_cents: customer.balance_cents,
    locations_count: Number(locations_count),
    stations_total: Number(stations_total),
    created_at: customer.created_at.toISOString(),
    updated_at: customer.updated_at.toISOString(),
  };
}

export function presentCustomerDetail(row: CommercialCustomerWithTotals): CommercialCustomerDetail {
  const customer = presentCustomerRow(row);
  const fullName = [customer.billing_first_name, customer.billing_last_name].filter(Boolean).join(' ');
  return {
    ...customer,
    billing_contact: {
      first_name: customer.billing_first_name,
      last_name: customer.billing_last_name,
      full_name: fullName,
      email: customer.billing_email,
      phone: customer.billing_phone,
      address_line1: customer.billing_address_line1,
      city: customer.billing_city,
      state: customer.billing_state,
      zip: customer.billing_zip,
    },
  };
}

export function presentLocation(location: CommercialLocationRow, served: Set<string>): CommercialLocationView {
  return {
    id: location.id,
    commercial_location_id: location.id,
    commercial_customer_id: location.commercial_customer_id,
    name: location.name,
    address_line1: location.address_line1,
    address_line2: location.address_line2,
    city: location.city,
    state: location.state,
    zip: location.zip,
    lat: location.lat,
    lng: location.lng,
    position_source: location.position_source,
    stations: location.stations,
    service_notes: location.service_notes,
    contact_name: location.contact_name,
    contact_phone: location.contact_phone,
    gate_code: location.gate_code,
    status: location.status,
    in_service_area: served.has(location.zip),
    created_at: location.created_at.toISOString(),
    updated_at: location.updated_at.toISOString(),
  };
}
