import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';
import type { DimensionRow } from '../funnel/contract/funnel.ts';
import { formatPrice, formatSizeCm } from '../../shared/format.ts';
import {
  dimensionTypeLabels,
  glazingLabels,
  installationLabels,
  leadSourceLabels,
  leadStatusLabels,
  materialLabels,
  productKindLabels,
  projectTypeLabels,
  timeframeLabels,
} from '../../shared/labels.ts';
import type { LeadFilter } from './contract/leads-admin.ts';
import { CSV_BOM, csvRow } from './csv.ts';
import { leadConditions } from './lead-filter.ts';
import type { LeadRow } from './lead-json.ts';
import { formatDateTime } from '../../shared/dates.ts';

/** Rows read per round trip: the export holds one batch in memory, whatever the number of leads. */
const BATCH = 500;

const HEADER = [
  'Referenz',
  'Eingang',
  'Status',
  'Quelle',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'PLZ',
  'Projektart',
  'Produkte',
  'Material',
  'Verglasung',
  'Montage',
  'Zeitraum',
  'Maße',
  'Konfiguration',
  'Nachricht',
  'Marketing-Einwilligung',
  'Kampagne',
];

export function dimensionsText(rows: DimensionRow[]): string {
  return rows
    .filter((row) => row.typ || row.breite || row.hoehe || row.menge)
    .map((row) => {
      const type = row.typ ? dimensionTypeLabels[row.typ] : 'Element';
      const size = row.breite || row.hoehe ? formatSizeCm(row.breite, row.hoehe) : 'Maße vor Ort';
      return `${row.menge ?? 1} × ${type} ${size}`;
    })
    .join(', ');
}

function leadCells(lead: LeadRow): string[] {
  return [
    lead.reference,
    formatDateTime(lead.createdAt),
    leadStatusLabels[lead.status],
    leadSourceLabels[lead.source],
    lead.vorname,
    lead.nachname,
    lead.email,
    lead.telefon,
    lead.plz,
    projectTypeLabels[lead.projektart],
    lead.produkte.map((kind) => productKindLabels[kind]).join(', '),
    lead.material ? materialLabels[lead.material] : '',
    lead.verglasung ? glazingLabels[lead.verglasung] : '',
    lead.montage ? installationLabels[lead.montage] : '',
    lead.zeitraum ? timeframeLabels[lead.zeitraum] : '',
    dimensionsText(lead.dimensions),
    (lead.configuration ?? [])
      .map(
        (line) =>
          `${line.menge} × ${line.productName} (${line.options.map((option) => option.name).join(', ')}) ${formatPrice(line.totalPrice)}`,
      )
      .join(' | '),
    lead.nachricht,
    lead.marketingConsent ? 'ja' : 'nein',
    Object.entries(lead.utmParams)
      .map(([name, value]) => `${name}=${value}`)
      .join(', '),
  ];
}

/**
 * The filtered leads as CSV, newest first, streamed: each pull reads the next batch after the last row
 * sent (a keyset cursor on created_at and id), so a slow client slows the reads instead of filling memory.
 * `viewerId`: the signed-in person, for `assigned=me`.
 */
export function leadCsvStream(
  db: Database,
  filter: LeadFilter & { viewerId?: number },
  onDone: (rows: number) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = leadConditions(filter, new Date(), filter.viewerId);
  let cursor: { at: Date; id: number } | null = null;
  let rows = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(HEADER)));
    },
    async pull(controller) {
      const after: ReturnType<typeof or> = cursor
        ? or(lt(leads.createdAt, cursor.at), and(eq(leads.createdAt, cursor.at), lt(leads.id, cursor.id)))
        : undefined;
      const batch = await db.select().from(leads).where(and(where, after)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(BATCH);
      if (batch.length > 0) {
        const last = batch[batch.length - 1]!;
        cursor = { at: last.createdAt, id: last.id };
        rows += batch.length;
        controller.enqueue(encoder.encode(batch.map((lead) => csvRow(leadCells(lead))).join('')));
      }
      if (batch.length < BATCH) {
        controller.close();
        onDone(rows);
      }
    },
  });
}
