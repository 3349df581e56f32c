/**
 * The demo seed, checked subject by subject on one seeded database (seeding costs seconds per database): the checks
 * live beside this file in seed-demo-*.checks.ts.
 */
import { seededDemoAt } from './seed-demo.test-support.ts';
import { describeDemoClients } from './seed-demo-clients.checks.ts';
import { describeDemoSubscriptions } from './seed-demo-subscriptions.checks.ts';
import { describeDemoMoney } from './seed-demo-money.checks.ts';
import { describeDemoPeople } from './seed-demo-people.checks.ts';
import { describeDemoYear } from './seed-demo-year.checks.ts';

/** Monday 7 December 2026, 11:00 in Denver: the day the demo's story was told of. */
const demo = seededDemoAt(new Date('2026-12-07T18:00:00Z'));

describeDemoClients(demo);
describeDemoSubscriptions(demo);
describeDemoMoney(demo);
describeDemoPeople(demo);
describeDemoYear(demo);
