import type { ReactNode } from 'react';

/** A table line of a report: a data row, or one of the summary lines (Total, Tax exempt) set in bold. */
export interface ReportLine {
  key: string;
  summary?: boolean;
}

/** A cell whose text is bold on a summary line, so the totals read apart from the rows. */
export const reportCell =
  <Line extends ReportLine>(pick: (line: Line) => ReactNode) =>
  (line: Line) => {
    const value = pick(line);
    return line.summary ? <strong>{value}</strong> : value;
  };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day from the URL, or undefined for anything else. */
export const dayParam = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);
/** One of a schema's values from the URL, or undefined. */
export const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);
