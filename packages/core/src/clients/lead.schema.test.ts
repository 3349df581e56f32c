import { describe, expect, it } from 'vitest';
import { leadListQuerySchema, leadStatusChangeSchema } from './lead.schema.ts';

describe('a lead status change', () => {
  it('needs a reason to mark a lead lost, and drops it otherwise', () => {
    const missing = leadStatusChangeSchema.safeParse({ status: 'lost', lost_reason: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lost_reason', 'This field is required'],
    ]);
    expect(leadStatusChangeSchema.parse({ status: 'lost', lost_reason: ' Moved away ' })).toEqual({
      status: 'lost',
      lost_reason: 'Moved away',
    });
    expect(leadStatusChangeSchema.parse({ status: 'contacted' })).toEqual({ status: 'contacted', lost_reason: null });
  });

  it('never sets won: only a conversion wins a lead', () => {
    expect(leadStatusChangeSchema.safeParse({ status: 'won' }).success).toBe(false);
  });
});

describe('the leads list query', () => {
  it('shows the newest first and reads the out-of-area flag from the query string', () => {
    expect(leadListQuerySchema.parse({})).toMatchObject({ sort: '-created_at', page: 1, per_page: 25 });
    expect(leadListQuerySchema.parse({ out_of_area: 'true' }).out_of_area).toBe(true);
    expect(leadListQuerySchema.parse({ out_of_area: '0' }).out_of_area).toBe(false);
    expect(leadListQuerySchema.safeParse({ status: 'maybe' }).success).toBe(false);
  });
});
