/** Staff: an organization's members, their profile, pay settings and permissions (issue 5, spec §2 /staff). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { coordinateField, emailField, id, idParam, nullableText, optionalPhoneField, requiredText } from '../fields.ts';
import { listQuerySchema } from '../list.ts';
import { MAX_COMMISSION_BPS, MAX_RATE_CENTS } from './pay.ts';
import { permissionListField } from './role.schema.ts';
import {
  adpFileNumberField,
  gustoEmployeeIdField,
  MAX_SALARY_CENTS_PER_YEAR,
} from '../payroll/payroll-settings.schema.ts';

export const staffStatuses = ['active', 'inactive', 'invited'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffSorts = ['name', '-name', 'role', '-role', 'status', '-status', 'created_at', '-created_at'] as const;
export type StaffSort = (typeof staffSorts)[number];

const staffFilters = {
  sort: z.enum(staffSorts, { error: messages.notValid }).default('name'),
  role_id: idParam().optional(),
  status: z.enum(staffStatuses, { error: messages.notValid }).optional(),
};
export const staffListQuerySchema = listQuerySchema.extend(staffFilters);
export type StaffListQuery = z.output<typeof staffListQuerySchema>;
/** The CSV export takes the list's filters and returns every matching member, not one page. */
export const staffExportQuerySchema = listQuerySchema.omit({ page: true, per_page: true }).extend(staffFilters);
export type StaffExportQuery = z.output<typeof staffExportQuerySchema>;

export const staffProfileSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField(),
  phone: optionalPhoneField(),
  /** Where the member's route starts and ends (home, the yard): routing reads these. */
  start_address: nullableText(300),
  start_lat: coordinateField(90),
  start_lng: coordinateField(180),
  end_address: nullableText(300),
  end_lat: coordinateField(90),
  end_lng: coordinateField(180),
});
export type StaffProfileBody = z.input<typeof staffProfileSchema>;

const cents = () =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(MAX_RATE_CENTS, { error: messages.notValid });

export const staffPaySchema = z.object({
  hourly_rate_cents: cents(),
  per_job_rate_cents: cents(),
  commission_bps: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(MAX_COMMISSION_BPS, { error: messages.notValid }),
  mileage_rate_cents: cents(),
  // Issue 18's kinds of pay; left out, the stored value stays (older callers send only the four above).
  per_dog_rate_cents: cents().optional(),
  per_yard_rate_cents: cents().optional(),
  salary_cents_per_year: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(MAX_SALARY_CENTS_PER_YEAR, { error: messages.notValid })
    .optional(),
  gusto_employee_id: gustoEmployeeIdField().optional(),
  adp_file_number: adpFileNumberField().optional(),
});
export type StaffPayBody = z.input<typeof staffPaySchema>;

export const staffPermissionsSchema = z.object({
  role_id: id(),
  extra_permissions: permissionListField(),
});
export type StaffPermissionsBody = z.input<typeof staffPermissionsSchema>;

export const staffParamsSchema = z.object({ id: idParam() });

export const staffMemberSchema = z.object({
  /** The membership's id: a person is staff of each organization separately. */
  id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role_id: z.number().nullable(),
  role_name: z.string().nullable(),
  is_owner: z.boolean(),
  status: z.enum(staffStatuses),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffPayViewSchema = z.object({
  hourly_rate_cents: z.number(),
  per_job_rate_cents: z.number(),
  commission_bps: z.number(),
  mileage_rate_cents: z.number(),
  per_dog_rate_cents: z.number(),
  per_yard_rate_cents: z.number(),
  salary_cents_per_year: z.number(),
  gusto_employee_id: z.string().nullable(),
  adp_file_number: z.string().nullable(),
});

export const staffDetailSchema = staffMemberSchema.extend({
  extra_permissions: z.array(z.string()),
  /** What the member may do: the role's permissions and the extras together. */
  permissions: z.array(z.string()),
  pay: staffPayViewSchema,
  start_address: z.string().nullable(),
  start_lat: z.number().nullable(),
  start_lng: z.number().nullable(),
  end_address: z.string().nullable(),
  end_lat: z.number().nullable(),
  end_lng: z.number().nullable(),
  invitation: z.object({ sent_at: z.string(), expires_at: z.string() }).nullable(),
  /**
   * The person also works for another organization and is not the one asking: their name, picture, e-mail and
   * phone are theirs (that organization shows them too), so only they change them; the rest is this membership's.
   */
  profile_locked: z.boolean(),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;
