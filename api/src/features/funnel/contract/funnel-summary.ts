import {
  glazingLabels,
  installationLabels,
  materialLabels,
  productKindSummaryLabels,
  projectTypeLabels,
  timeframeLabels,
  type Glazing,
  type InstallationChoice,
  type Material,
  type ProductKind,
  type ProjectType,
  type Timeframe,
} from '../../../shared/labels.ts';

export interface SummaryInput {
  projektart?: ProjectType | null;
  produkte: readonly ProductKind[];
  material?: Material | null;
  verglasung?: Glazing | null;
  montage?: InstallationChoice | null;
  plz?: string;
  zeitraum?: Timeframe | null;
  vorname?: string;
  nachname?: string;
  email?: string;
  telefon?: string;
  nachricht?: string;
}

export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * The rows of the funnel's summary (step 7), in the spec's order; empty ones
 * are left out. The confirmation and notification mails list the same rows.
 */
export function funnelSummaryRows(input: SummaryInput): SummaryRow[] {
  const name = [input.vorname, input.nachname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const rows: [string, string | undefined | null][] = [
    ['Projektart', input.projektart && projectTypeLabels[input.projektart]],
    ['Produkte', input.produkte.map((kind) => productKindSummaryLabels[kind]).join(', ')],
    ['Material', input.material && materialLabels[input.material]],
    ['Verglasung', input.verglasung && glazingLabels[input.verglasung]],
    ['Montage', input.montage && installationLabels[input.montage]],
    ['PLZ', input.plz?.trim()],
    ['Zeitraum', input.zeitraum && timeframeLabels[input.zeitraum]],
    ['Name', name],
    ['E-Mail', input.email?.trim()],
    ['Telefon', input.telefon?.trim()],
    ['Nachricht', input.nachricht?.trim()],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}
