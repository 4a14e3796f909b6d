import { dimensionTypeLabels } from '#shared/labels.ts';
import { formatPrice } from '#shared/format.ts';
import type { FunnelDraft } from '../../../stores/funnel.ts';
import { CheckboxField } from '../../ui/Field.tsx';
import { PrivacyConsent } from '../../ui/PrivacyConsent.tsx';
import { filledRows, summaryRows } from '../request.ts';

interface SummaryStepProps {
  draft: FunnelDraft;
  errors: Record<string, string>;
  onConsent: (value: boolean) => void;
  onMarketing: (value: boolean) => void;
}

/** Step 7: every answer given (empty ones left out), the consent and the optional marketing consent. */
export function SummaryStep({ draft, errors, onConsent, onMarketing }: SummaryStepProps) {
  const rows = filledRows(draft);
  return (
    <div className="grid gap-6">
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {summaryRows(draft).map(({ label, value }) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
        {rows.length > 0 && (
          <div className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-medium text-slate-600">Maße</dt>
            <dd>
              <ul>
                {rows.map((row) => (
                  <li key={row.key}>
                    {row.menge || 1} × {row.typ ? dimensionTypeLabels[row.typ] : 'Element'}
                    {row.breite || row.hoehe ? `, ${row.breite || '?'} × ${row.hoehe || '?'} cm` : ''}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {draft.konfiguration.length > 0 && (
          <div className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-medium text-slate-600">Konfiguration</dt>
            <dd>
              <ul>
                {draft.konfiguration.map((line, index) => (
                  <li key={index}>
                    {line.menge} × {line.label} – {formatPrice(line.totalPrice)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <div className="grid gap-4">
        <PrivacyConsent checked={draft.datenschutz} error={errors.datenschutz} onChange={onConsent} purpose="meiner Anfrage" />
        <CheckboxField
          checked={draft.marketing_ok}
          onChange={(event) => onMarketing(event.target.checked)}
          label="Ich möchte gelegentlich Tipps und Angebote rund um Fenster und Türen per E-Mail erhalten. Die Einwilligung kann ich jederzeit widerrufen. (optional)"
        />
      </div>
    </div>
  );
}
