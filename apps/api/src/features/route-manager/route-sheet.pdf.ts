/** The printable route sheet (issue 15): one tech's day on paper, the stops in order with what the tech needs at each. */
import PDFDocument from 'pdfkit';
import { jobStatusLabels, metersToMiles, type TechRoute } from '@employee-portal/core';

const TEAL = '#00796b';

const hoursAndMinutes = (seconds: number) => {
  const minutes = Math.round(seconds / 60);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
};

export const distanceText = (meters: number) =>
  `${metersToMiles(meters).toFixed(1)} mi (${(meters / 1000).toFixed(1)} km)`;

export interface RouteSheet {
  organizationName: string;
  day: string;
  route: TechRoute;
  roadFactor: number;
}

export function routeSheetPdf({ organizationName, day, route, roadFactor }: RouteSheet): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: { Title: `Route sheet ${day} ${route.name}`, Author: organizationName },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const left = 48;
  const width = document.page.width - 96;
  const measured = route.measured;
  const legTo = new Map((measured?.legs ?? []).map((leg) => [leg.to_id, leg]));

  document.fillColor(TEAL).font('Helvetica-Bold').fontSize(18).text(`Route sheet: ${route.name}`, left, 48, { width });
  document.fillColor('black').font('Helvetica').fontSize(11).text(`${organizationName}, ${day}`, { width });
  if (measured)
    document.text(
      `Leaves ${measured.start_time}, back about ${measured.finish_time}. ${route.stops.length} stops, ` +
        `${distanceText(measured.distance_m)}, ${hoursAndMinutes(measured.duration_s)} driving` +
        (measured.distance_source === 'straight_line' ? ` (estimated: straight line × ${roadFactor})` : '') +
        '.',
      { width },
    );
  else document.text(`${route.stops.length} stops, none on the map.`, { width });
  document.moveDown();

  route.stops.forEach((stop, index) => {
    if (document.y > document.page.height - 140) document.addPage();
    const leg = legTo.get(stop.job_id);
    const eta = leg ? `ETA ${leg.arrive_at}` : 'not on the map';
    document
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`${index + 1}. ${stop.location_name ?? stop.client_name}`, left, document.y, { width: width - 120 });
    const lineTop = document.y;
    document.font('Helvetica').fontSize(10);
    const facts = [
      stop.address,
      `${eta} · ${stop.service_minutes} min on site${leg ? ` · ${distanceText(leg.distance_m)} from the last stop` : ''}`,
      stop.client_name && stop.location_name ? `Client: ${stop.client_name}` : null,
      stop.gate_code ? `Gate code: ${stop.gate_code}` : null,
      stop.dog_count ? `Dogs: ${stop.dog_count}` : null,
      stop.office_notes ? `Office notes: ${stop.office_notes}` : null,
      stop.tech_notes ? `Tech notes: ${stop.tech_notes}` : null,
      stop.is_closed ? `Status: ${jobStatusLabels[stop.status]}` : null,
    ].filter((line): line is string => Boolean(line));
    for (const line of facts) document.text(line, left + 14, document.y, { width: width - 14 });
    document
      .moveTo(left, Math.max(lineTop, document.y) + 4)
      .lineTo(left + width, Math.max(lineTop, document.y) + 4)
      .lineWidth(0.5)
      .stroke('#999999');
    document.moveDown(0.8);
  });

  if (measured) {
    document.moveDown().font('Helvetica-Bold').fontSize(11).text('Totals', left, document.y, { width });
    document
      .font('Helvetica')
      .fontSize(10)
      .text(
        `Stops: ${route.stops.length} · Distance: ${distanceText(measured.distance_m)} · Driving: ` +
          `${hoursAndMinutes(measured.duration_s)} · On site: ${hoursAndMinutes(measured.service_s)} · ` +
          `Finish: ${measured.finish_time}`,
        { width },
      );
  }
  document.end();
  return done;
}

/** route-sheet-2030-01-07-jane-doe.pdf */
export const routeSheetFileName = (day: string, name: string) =>
  `route-sheet-${day}-${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tech'
  }.pdf`;
