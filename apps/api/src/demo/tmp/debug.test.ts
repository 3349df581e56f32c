import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { seedDemo } from '../seed-demo.ts';
import { runClientBilling } from '../../features/invoices/index.ts';

const NOW = new Date(process.env.DEMO_NOW ?? '2026-12-31T18:00:00Z');
it('debug', async () => {
  const handle = await createTestDatabase();
  await seedDemo(handle.db, NOW);
  const q = async (text: string) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: unknown[] }).rows;
  const max = (await q(`select max(id) m from invoices`))[0] as { m: number };
  console.log(JSON.stringify(await runClientBilling({ db: handle.db, clock: { now: () => NOW } })));
  const made = await q(
    `select i.id, i.subscription_id, i.period_start, i.period_end, i.issue_date, s.status, s.start_date, s.pause_from, s.pause_to, s.cancelled_on, p.frequency from invoices i join subscriptions s on s.id = i.subscription_id join service_plans p on p.id = s.service_plan_id where i.id > ${max.m}`,
  );
  console.log('MADE', JSON.stringify(made));
  for (const m of made as { subscription_id: number }[]) {
    console.log(
      'INV',
      JSON.stringify(
        await q(
          `select id, period_start, period_end, status, issue_date from invoices where subscription_id = ${m.subscription_id} order by issue_date`,
        ),
      ),
    );
    console.log(
      'JOBS',
      JSON.stringify(
        await q(
          `select id, service_date, status from jobs where subscription_id = ${m.subscription_id} and service_date >= '2026-11-01' order by service_date`,
        ),
      ),
    );
    console.log(
      'LINES',
      JSON.stringify(
        await q(`select kind, description, job_id, service_date from invoice_lines where invoice_id > ${max.m}`),
      ),
    );
  }
  await handle.close();
}, 600_000);
