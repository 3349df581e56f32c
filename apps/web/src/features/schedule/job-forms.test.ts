import { describe, expect, it } from 'vitest';
import { completeForm, reCleanForm, reassignForm, skipForm } from './job-forms.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('job action forms', () => {
  it('sends the chosen tech as a number and "Unassigned" as no tech', () => {
    expect(reassignForm.parse({ assigned_user_id: '12' })).toEqual({ assigned_user_id: 12 });
    expect(reassignForm.parse({ assigned_user_id: 'unassigned' })).toEqual({ assigned_user_id: null });
    expect(reCleanForm.parse({ service_date: '2026-12-01', assigned_user_id: '3' })).toEqual({
      service_date: '2026-12-01',
      assigned_user_id: 3,
    });
  });

  it('asks for a skip reason before sending a skip', () => {
    const result = skipForm.safeParse({ skip_reason_id: '', note: '', notify_client: true });
    expect(result.success).toBe(false);
    expect(messagesOf(result)[0]?.[0]).toBe('skip_reason_id');
    expect(skipForm.parse({ skip_reason_id: '4', note: ' Rain ', notify_client: false })).toEqual({
      skip_reason_id: 4,
      note: 'Rain',
      notify_client: false,
    });
  });

  it('sends no dog count when the field is empty and refuses one that is not a whole number', () => {
    expect(completeForm.parse({ tech_notes: '', gate_closed: true, dog_count: '' })).toMatchObject({
      dog_count: null,
      gate_closed: true,
      cross_sell_ids: [],
    });
    expect(completeForm.parse({ tech_notes: '', gate_closed: false, dog_count: '2' }).dog_count).toBe(2);
    const result = completeForm.safeParse({ tech_notes: '', gate_closed: false, dog_count: '1.5' });
    expect(messagesOf(result)[0]?.[0]).toBe('dog_count');
  });
});
