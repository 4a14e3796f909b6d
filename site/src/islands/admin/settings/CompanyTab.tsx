import { useEffect, useState, type ReactNode } from 'react';
import { companyMessages as m } from '#features/settings/contract/company-messages.ts';
import {
  companySettingsSchema,
  ratingModeLabels,
  ratingModes,
  type OpeningHoursRow,
  type SiteBuildJson,
} from '#features/settings/contract/company.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useLoad } from '../../ui/use-load.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import { useLeaveGuard } from '../quotes/use-leave-guard.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { loadCompany, saveCompany, type CompanySettingsJson } from './api.ts';
import { formValues, settingsInput } from './company-form.ts';
import { formatDateTime } from '#shared/dates.ts';

/** While the site is rebuilt, the tab asks this often how far it is. */
const POLL_MS = 2_000;
const MAX_OPENING_ROWS = 7;

/**
 * The settings' "Firma": the company data and trust figures the pages, legal texts, e-mails and quote
 * PDFs show (ADR 040). Saving rebuilds the site's pages; the tab shows how far that is.
 */
export function CompanyTab() {
  const { data, setData, state, reload } = useLoad(loadCompany, 'company');
  const building = data?.site.state === 'building';

  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => {
      loadCompany()
        .then((fresh) => setData((current) => (current ? { ...current, site: fresh.site } : fresh)))
        .catch(() => {});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [building, setData]);

  return (
    <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
      {data && (
        <div className="grid gap-5">
          <SiteState site={data.site} />
          <CompanyForm answer={data} onSaved={setData} />
        </div>
      )}
    </LoadState>
  );
}

function SiteState({ site }: { site: SiteBuildJson }) {
  if (site.state === 'building')
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
        {m.siteBuilding}
      </p>
    );
  if (site.state === 'failed')
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
        {m.siteFailed}
      </p>
    );
  return (
    <p role="status" className="text-sm text-slate-600">
      {site.builtAt ? m.siteCurrent(formatDateTime(new Date(site.builtAt))) : ''}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-base font-bold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function CompanyForm({ answer, onSaved }: { answer: CompanySettingsJson; onSaved: (answer: CompanySettingsJson) => void }) {
  const [saved, setSaved] = useState(() => ({ values: formValues(answer.company), rows: answer.company.openingHours }));
  const { values, setValues, errors, setErrors, bind } = useForm(saved.values);
  const [rows, setRows] = useState<OpeningHoursRow[]>(saved.rows);
  const dirty = JSON.stringify({ values, rows }) !== JSON.stringify(saved);
  useLeaveGuard(dirty, 'Die Firmendaten sind noch nicht gespeichert. Seite trotzdem verlassen?');

  const { submit, sending } = useSubmit(
    {
      check: () => companySettingsSchema.safeParse(settingsInput(values, rows)),
      send: (settings) => saveCompany(settings),
      onSent: (fresh) => {
        const next = { values: formValues(fresh.company), rows: fresh.company.openingHours };
        setSaved(next);
        setValues(next.values);
        setRows(next.rows);
        onSaved(fresh);
        showToast({ title: m.saved });
      },
      onFailed: (error) => showToast({ title: 'Fehler', description: messageOf(error, m.saveFailed), variant: 'destructive' }),
    },
    { setErrors },
  );

  const setRow = (index: number, key: keyof OpeningHoursRow, value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  const figure = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <form className="grid gap-5" noValidate onSubmit={(event) => void submit(event)} aria-label="Firmendaten">
      <Section title="Firma">
        <TextField label="Markenname" required maxLength={80} {...bind('brand')} />
        <TextField label="Firma laut Handelsregister" required maxLength={120} {...bind('legalName')} />
        <TextField label="Geschäftsführung" required maxLength={120} {...bind('managingDirector')} />
        <TextField label="Gründungsjahr" required {...figure} {...bind('foundedYear')} />
      </Section>
      <Section title="Adresse">
        <TextField label="Straße und Hausnummer" required maxLength={120} autoComplete="street-address" {...bind('street')} />
        <TextField label="PLZ" required inputMode="numeric" maxLength={5} autoComplete="postal-code" {...bind('postalCode')} />
        <TextField label="Ort" required maxLength={80} autoComplete="address-level2" {...bind('city')} />
        <TextField label="Bundesland" required maxLength={80} autoComplete="address-level1" {...bind('region')} />
      </Section>
      <Section title="Kontakt">
        <TextField
          label="Telefon (international)"
          required
          type="tel"
          hint="Für Links und Suchmaschinen, z. B. +49 40 1234567-0"
          {...bind('phone')}
        />
        <TextField
          label="Telefon (Anzeige)"
          required
          type="tel"
          hint="So steht die Nummer auf der Website, z. B. 040 1234567-0"
          {...bind('phoneDisplay')}
        />
        <TextField label="Fax" type="tel" {...bind('fax')} />
        <TextField label="E-Mail (auf der Website)" required type="email" {...bind('email')} />
        <TextField
          label="E-Mail für Benachrichtigungen"
          type="email"
          hint={`Neue Anfragen und Nachrichten gehen hierhin. Leer: ${answer.notificationFallback}`}
          {...bind('notificationEmail')}
        />
      </Section>
      <Section title="Register und Steuer">
        <TextField label="Registergericht" required maxLength={120} {...bind('registerCourt')} />
        <TextField label="Registernummer" required maxLength={40} {...bind('registerNumber')} />
        <TextField label="Steuernummer" maxLength={20} {...bind('taxNumber')} />
        <TextField label="USt-IdNr." maxLength={14} {...bind('vatId')} />
        <TextField label="Zuständige Kammer" required maxLength={120} {...bind('chamber')} />
        <TextField label="Datenschutz-Aufsichtsbehörde" required maxLength={160} {...bind('supervisoryAuthority')} />
      </Section>
      <Section title="Bankverbindung">
        <TextField label="Kontoinhaber (wie bei der Bank hinterlegt)" maxLength={120} {...bind('bankAccountHolder')} />
        <TextField label="IBAN" autoComplete="off" spellCheck={false} {...bind('iban')} />
        <TextField label="BIC" autoComplete="off" spellCheck={false} maxLength={11} {...bind('bic')} />
        <TextField label="Bank" maxLength={80} {...bind('bankName')} />
      </Section>
      <fieldset className="grid min-w-0 gap-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-base font-bold text-brand-900">Öffnungszeiten</legend>
        {errors.openingHours && <p className="text-sm font-medium text-red-700">{errors.openingHours}</p>}
        {rows.map((row, index) => (
          <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              label={`Tage (Zeile ${index + 1})`}
              required
              maxLength={40}
              value={row.days}
              error={errors[`openingHours.${index}.days`]}
              onChange={(event) => setRow(index, 'days', event.target.value)}
            />
            <TextField
              label={`Zeiten (Zeile ${index + 1})`}
              required
              maxLength={40}
              value={row.hours}
              error={errors[`openingHours.${index}.hours`]}
              onChange={(event) => setRow(index, 'hours', event.target.value)}
            />
            <button
              type="button"
              className="btn-outline min-h-11"
              onClick={() => setRows((current) => current.filter((_row, at) => at !== index))}
            >
              Zeile {index + 1} entfernen
            </button>
          </div>
        ))}
        {rows.length < MAX_OPENING_ROWS && (
          <button
            type="button"
            className="btn-outline min-h-11 justify-self-start"
            onClick={() => setRows((current) => [...current, { days: '', hours: '' }])}
          >
            Zeile hinzufügen
          </button>
        )}
      </fieldset>
      <Section title="Vertrauenswerte">
        <SelectField label="Bewertung auf der Website" required {...bind('ratingMode')}>
          {ratingModes.map((mode) => (
            <option key={mode} value={mode}>
              {ratingModeLabels[mode]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Einladung zur Bewertung (Tage nach Zahlung)"
          {...figure}
          hint="0: sofort, wenn die Schlussrechnung bezahlt ist"
          {...bind('reviewInvitationDelayDays')}
        />
        <TextField
          label="Google-Bewertungsseite"
          type="url"
          hint="optional; wird allen nach ihrer Bewertung gleich angeboten"
          {...bind('googleReviewUrl')}
        />
        <TextField
          label="Bewertung (von 5)"
          inputMode="decimal"
          autoComplete="off"
          hint="z. B. 4,8 – leer: keine Bewertung"
          {...bind('ratingValue')}
        />
        <TextField label="Anzahl der Bewertungen" {...figure} {...bind('ratingCount')} />
        <TextField label="Quelle der Bewertung" maxLength={120} hint={m.ratingHidden} {...bind('ratingSource')} />
        <TextField label="Adresse der Quelle" type="url" hint="z. B. https://g.page/…" {...bind('ratingSourceUrl')} />
        <TextField label="Projekte" {...figure} hint="leer: wird nicht gezeigt" {...bind('projects')} />
        <TextField label="Kunden" {...figure} hint="leer: wird nicht gezeigt" {...bind('customers')} />
        <TextField label="Jahre Erfahrung" {...figure} hint="leer: wird nicht gezeigt" {...bind('years')} />
        <TextField
          label="Garantie (Jahre)"
          {...figure}
          hint="auf Funktion und Dichtheit – leer: keine Garantie"
          {...bind('warrantyYears')}
        />
      </Section>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary min-h-11" disabled={sending}>
          {sending ? 'Wird gespeichert …' : 'Speichern'}
        </button>
        {dirty && <span className="text-sm text-slate-600">Ungespeicherte Änderungen</span>}
      </div>
    </form>
  );
}
