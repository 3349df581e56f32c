import { describe, expect, it } from 'vitest';
import { changeText, historyActionLabel } from './history-text.ts';

describe('history text', () => {
  it('words actions and field changes', () => {
    expect(historyActionLabel('paused')).toBe('Paused');
    expect(historyActionLabel('plan_changed')).toBe('Plan changed');
    expect(changeText({ field: 'price_cents', from: 1500, to: 1200 })).toBe('Price: $15.00 → $12.00');
    expect(changeText({ field: 'assigned_user', from: null, to: { id: 3, name: 'Tess Tech' } })).toBe(
      'Assigned user: none → Tess Tech',
    );
    expect(changeText({ field: 'pause_from', from: null, to: '2026-12-01' })).toBe('Pause from: none → 2026-12-01');
  });
});
