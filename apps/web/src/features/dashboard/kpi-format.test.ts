import { describe, expect, it } from 'vitest';
import { changeView, formatKpiValue } from './kpi-format.ts';

describe('formatKpiValue', () => {
  it('reads cents as money, basis points as percent and hundredths with two decimals', () => {
    expect(formatKpiValue('cents', 123456)).toBe('$1,234.56');
    expect(formatKpiValue('bps', 1250)).toBe('12.5%');
    expect(formatKpiValue('hundredths', 350)).toBe('3.50');
    expect(formatKpiValue('count', 12000)).toBe('12,000');
    expect(formatKpiValue('cents', null)).toBe('—');
  });
});

describe('changeView', () => {
  it('says the direction in words and colours by whether it is good news', () => {
    expect(changeView('total_sales', 2500)).toEqual({ text: 'Up 25.0% vs previous period', arrow: '▲', tone: 'good' });
    expect(changeView('total_sales', -100)).toMatchObject({ arrow: '▼', tone: 'bad' });
    expect(changeView('churn_rate', 300)).toMatchObject({ arrow: '▲', tone: 'bad' });
    expect(changeView('total_sales', null)).toEqual({ text: 'No previous data', arrow: '', tone: 'neutral' });
    expect(changeView('total_sales', 0).tone).toBe('neutral');
  });
});
