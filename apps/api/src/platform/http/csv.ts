import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/**
 * A cell starting like a formula would run as one in a spreadsheet; a leading quote keeps it text (OWASP CSV injection).
 * A plain negative amount ('-8.88', a refund) runs nothing and must stay a number the spreadsheet can add up.
 */
const spreadsheetSafe = (value: string) =>
  /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;

/** One CSV document with a header row, safe to open in a spreadsheet. */
export const toCsv = (columns: string[], records: (string | number)[][]) =>
  stringify(records, { header: true, columns, cast: { string: spreadsheetSafe } });

/** Answers with a CSV file the browser downloads under `filename`. */
export const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
