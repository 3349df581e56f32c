/** A run's documents: each slip as a PDF (printed or e-mailed to the member) and the run as CSV. */
import type { PayRunExportQuery } from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import { loadStaffPayRules } from '../payroll-settings/index.ts';
import { memberContacts } from './pay-inputs.repository.ts';
import { payRunCsv } from './pay-run-csv.ts';
import { paySlipFilename, paySlipPdf } from './pay-slip.pdf.ts';
import { adjustmentsOfSlips, findPayRun, findSlip, markSlipEmailed } from './payroll.repository.ts';
import { presentSlip, showRun } from './payroll.present.ts';

async function slipDocument(deps: AppDeps, member: MemberContext, slipId: number) {
  const found = await findSlip(deps.db, member.organization.id, slipId);
  if (!found) throw notFound();
  const adjustments = await adjustmentsOfSlips(deps.db, member.organization.id, [found.slip.id]);
  const slip = presentSlip(found.slip, adjustments.get(found.slip.id) ?? []);
  const pdf = await paySlipPdf(slip, {
    organizationName: member.organization.name,
    period: found.run,
    isDraft: found.run.status === 'draft',
  });
  return { slip, run: found.run, pdf, filename: paySlipFilename(slip, found.run) };
}

export async function printPaySlip(deps: AppDeps, member: MemberContext, slipId: number) {
  const { pdf, filename } = await slipDocument(deps, member, slipId);
  return { pdf, filename };
}

/** Sends a finalized slip to the member's sign-in address; a draft may still change, so it is not sent. */
export async function emailPaySlip(deps: AppDeps, member: MemberContext, slipId: number) {
  const { slip, run, pdf, filename } = await slipDocument(deps, member, slipId);
  if (run.status !== 'finalized')
    throw refusal(409, 'pay_run_not_finalized', 'Create the pay slips first: a draft pay slip is not e-mailed.');
  const contact = (await memberContacts(deps.db, member.organization.id, [slip.membership_id])).get(slip.membership_id);
  if (!contact) throw notFound();
  await deps.mail.send({
    to: contact.email,
    subject: `Your pay slip for ${run.start_date} to ${run.end_date} from ${member.organization.name}`,
    text: [
      `Hello ${contact.first_name},`,
      `Your pay slip for ${run.start_date} to ${run.end_date} is attached.`,
      member.organization.name,
    ].join('\n\n'),
    attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
    organization_id: member.organization.id,
  });
  const now = deps.clock.now();
  await markSlipEmailed(deps.db, member.organization.id, slip.id, now);
  return { emailed_at: now.toISOString() };
}

export async function exportPayRun(deps: AppDeps, member: MemberContext, runId: number, query: PayRunExportQuery) {
  const run = await findPayRun(deps.db, member.organization.id, runId);
  if (!run) throw notFound();
  const { slips } = await showRun(deps.db, member.organization.id, run.id);
  const people = await loadStaffPayRules(
    deps.db,
    member.organization.id,
    slips.map((slip) => slip.membership_id),
  );
  const providerIds = new Map(people.map((person) => [person.membership_id, person]));
  // ADP finds the employee by File # alone: a guessed one could pay someone else, so every slip needs the real one.
  if (query.layout === 'adp') {
    const missing = slips.filter((slip) => !providerIds.get(slip.membership_id)?.adp_file_number);
    if (missing.length > 0)
      throw refusal(
        422,
        'adp_file_number_missing',
        `Set the ADP File # of ${missing.map((slip) => slip.full_name).join(', ')} in Payroll Settings first.`,
      );
  }
  return payRunCsv(run, slips, query, providerIds);
}
