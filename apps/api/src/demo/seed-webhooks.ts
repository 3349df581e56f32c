/**
 * Demo Scoopers' open API webhook (issue 20): one endpoint, switched off, pointing at an example URL, with a short
 * log showing a delivery, a retried one and one given up.
 */
import type { Db } from '../platform/db/client.ts';
import { seedWebhookEndpoint } from '../features/webhooks/index.ts';

const HOUR = 3_600_000;

export async function seedWebhooks(db: Db, organizationId: number, now: Date) {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  await seedWebhookEndpoint(
    db,
    organizationId,
    {
      url: 'https://hooks.example.com/demo-scoopers/employee-portal',
      description: 'CRM sync (paused)',
      events: ['client.created', 'job.completed', 'invoice.paid'],
      enabled: false,
    },
    [
      {
        type: 'client.created',
        data: { client: { id: 1, first_name: 'Maya', last_name: 'Lopez' } },
        at: ago(72),
        answers: [{ status: 200, snippet: '{"ok":true}' }],
      },
      {
        type: 'job.completed',
        data: { job: { id: 1, service_date: ago(48).toISOString().slice(0, 10) } },
        at: ago(48),
        answers: [
          { status: 503, snippet: 'Service Unavailable' },
          { status: 200, snippet: '{"ok":true}' },
        ],
      },
      {
        type: 'invoice.paid',
        data: { invoice: { id: 1, amount_due_cents: 6400, paid_cents: 6400 } },
        at: ago(26),
        answers: [
          { status: 500, snippet: 'Internal Server Error' },
          { status: 500, snippet: 'Internal Server Error' },
          { status: null, snippet: 'No answer within 10 seconds.' },
          { status: 404, snippet: 'Not Found' },
          { status: 404, snippet: 'Not Found' },
          { status: 404, snippet: 'Not Found' },
        ],
      },
    ],
    now,
  );
}
