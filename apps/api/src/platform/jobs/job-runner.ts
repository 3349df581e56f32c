import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs each job on its interval in this process. Every instance runs them; the jobs themselves claim their work
 * with row locks (FOR UPDATE SKIP LOCKED), so each piece of work happens once however many instances run.
 */
export function startJobs(jobs: ScheduledJob[], logger: FastifyBaseLogger) {
  const running = new Set<string>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.name)) return;
      running.add(job.name);
      job
        .run()
        .then((result) => logger.debug({ job: job.name, result }, 'job finished'))
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => running.delete(job.name));
    }, job.everyMs),
  );
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
