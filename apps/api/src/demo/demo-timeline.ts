/**
 * The demo's year, relative to the day it is seeded: Demo Scoopers set up shop a little over a year ago, its clients
 * joined over the year since, and the few who left ended their service on the 1st of a month (they told the office
 * the afternoon before), so their last prepaid month was billed whole and nothing needed giving back.
 */
import { addCalendarDays } from '@employee-portal/core';
import { seedInstant } from './seed-pricing.ts';

export const DEMO_TIME_ZONE = 'America/Denver';
/** When the organization, its plans and its staff started: before its first client. */
export const BUSINESS_DAYS = 400;
const DAY_MS = 86_400_000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The day a client who left about `leftDaysAgo` days ago had its service end: the 1st of that month. */
export const serviceEndDay = (today: string, leftDaysAgo: number) => firstOfMonth(addCalendarDays(today, -leftDaysAgo));

/** When the office recorded it: the afternoon before the service ended. */
export const leftAt = (endDay: string, now: Date) => seedInstant(addCalendarDays(endDay, -1), now, 16);
