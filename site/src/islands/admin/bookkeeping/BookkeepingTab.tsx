import { useState, type ReactNode } from 'react';
import { chartDefaults, charts, type BookkeepingSettings, type Chart } from '#features/bookkeeping/contract/bookkeeping.ts';
import { germanMonth } from '#features/documents/contract/closed-months.ts';
import { bookkeepingScreenTexts as t } from '#features/bookkeeping/contract/bookkeeping-messages.ts';
import { fieldMessagesOf } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { closeMonth, loadBookkeepingSettings, loadClosedMonths, loadDatevExport, saveBookkeepingSettings } from './api.ts';
import { useBusyAction } from '../ui/busy-action.ts';
import { berlinDay, formatDate } from '#shared/dates.ts';

/** Einstellungen → Buchhaltung: the DATEV settings the adviser confirms, the export, and the month closing (ADR 059). */
export function BookkeepingTab() {
  const { data, setData, state, reload } = useLoad(loadBookkeepingSettings, 'bookkeeping');
  // Counts the downloads: an export marks the closed months it covers as exported, so their list is read anew.
  const [exports, setExports] = useState(0);
  return (
    <LoadState state={state} error="Die Einstellungen konnten nicht geladen werden." empty={null} onRetry={reload}>
      {data && (
        <div className="grid gap-6">
          <SettingsForm saved={data} onSaved={setData} />
          <DatevExport onExported={() => setExports((count) => count + 1)} />
          <ClosedMonths exports={exports} />
        </div>
      )}
    </LoadState>
  );
}

const numberFields = [
  ['consultantNumber', 'Beraternummer'],
  ['clientNumber', 'Mandantennummer'],
] as const;

const accountFields = [
  ['revenueAccount', 'Erlöse 19 %'],
  ['revenueTaxKey', 'BU-Schlüssel Erlöse (leer bei Automatikkonto)'],
  ['downPaymentAccount', 'Erhaltene Anzahlungen 19 %'],
  ['downPaymentTaxKey', 'BU-Schlüssel Anzahlungen (leer bei Automatikkonto)'],
  ['bankAccount', 'Bank'],
  ['receivablesAccount', 'Forderungen (Sammelkonto)'],
] as const;

type NumberKey = (typeof numberFields)[number][0] | (typeof accountFields)[number][0];

function SettingsForm({ saved, onSaved }: { saved: BookkeepingSettings; onSaved: (value: BookkeepingSettings) => void }) {
  const [value, setValue] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useBusyAction();
  const set = (patch: Partial<BookkeepingSettings>) => setValue((current) => ({ ...current, ...patch }));
  // A new chart brings its accounts, as DATEV's standard charts number them.
  const setChart = (chart: Chart) => {
    const accounts = chartDefaults[chart];
    set({
      chart,
      revenueAccount: accounts.revenue,
      downPaymentAccount: accounts.downPayments,
      bankAccount: accounts.bank,
      receivablesAccount: accounts.receivables,
    });
  };

  // The adviser's numbers and the accounts alike: digits, with the numeric keyboard on a phone.
  const numberField = ([key, label]: readonly [NumberKey, string]) => (
    <TextField
      key={key}
      label={label}
      name={key}
      inputMode="numeric"
      value={value[key]}
      error={errors[key]}
      onChange={(event) => set({ [key]: event.target.value })}
    />
  );

  const submit = () =>
    run(
      async () => {
        const stored = await saveBookkeepingSettings(value);
        setErrors({});
        onSaved(stored);
        showToast({ title: t.saved });
      },
      'Die Einstellungen konnten nicht gespeichert werden.',
      (error) => setErrors(fieldMessagesOf(error)),
    );

  return (
    <form
      className="grid gap-4"
      aria-labelledby="bookkeeping-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="bookkeeping-title" className="text-lg font-bold text-brand-900">
        {t.tab}
      </h2>
      <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
        {t.adviserConfirms}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberFields.map(numberField)}
        <SelectField
          label="Kontenrahmen"
          name="chart"
          value={value.chart}
          error={errors.chart}
          onChange={(event) => setChart(event.target.value as Chart)}
        >
          {charts.map((chart) => (
            <option key={chart} value={chart}>
              {chart}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Sachkontenlänge"
          name="accountLength"
          type="number"
          min={4}
          max={8}
          value={value.accountLength}
          error={errors.accountLength}
          onChange={(event) => set({ accountLength: Number(event.target.value) })}
        />
        <SelectField
          label="Beginn des Wirtschaftsjahres"
          name="fiscalYearStartMonth"
          value={value.fiscalYearStartMonth}
          error={errors.fiscalYearStartMonth}
          onChange={(event) => set({ fiscalYearStartMonth: Number(event.target.value) })}
        >
          {Array.from({ length: 12 }, (_, index) => (
            <option key={index} value={index + 1}>
              {`1. ${new Date(2000, index, 1).toLocaleString('de-DE', { month: 'long' })}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Kunden buchen auf"
          name="receivables"
          value={value.receivables}
          error={errors.receivables}
          onChange={(event) => set({ receivables: event.target.value as BookkeepingSettings['receivables'] })}
        >
          <option value="personal">Personenkonten (Debitoren ab {10 ** value.accountLength})</option>
          <option value="collective">ein Sammelkonto Forderungen</option>
        </SelectField>
        {accountFields.map(numberField)}
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Speichern
        </button>
      </div>
    </form>
  );
}

/** A part of the tab below the settings: its heading, then what it does. */
function Part({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className="grid gap-3">
      <p className="text-sm text-slate-700">{hint}</p>
      {children}
    </TitledSection>
  );
}

const firstOfMonth = () => `${berlinDay(new Date()).slice(0, 7)}-01`;

function DatevExport({ onExported }: { onExported: () => void }) {
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(() => berlinDay(new Date()));
  const { busy, run } = useBusyAction();
  const [repeat, setRepeat] = useState<string | null>(null);

  const download = () =>
    run(async () => {
      const { zip, repeatOf } = await loadDatevExport(from, to);
      setRepeat(repeatOf ? t.repeat(formatDate(new Date(repeatOf))) : null);
      saveFile(zip, `DATEV_${from}_${to}.zip`);
      onExported();
    }, 'Der Export ist fehlgeschlagen.');

  return (
    <Part id="datev-export-title" title={t.exportTitle} hint={t.exportHint}>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField label="Von" name="from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField label="Bis" name="to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void download()}>
          DATEV-Export herunterladen
        </button>
      </div>
      {repeat && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {repeat}
        </p>
      )}
    </Part>
  );
}

/** The month before the current one: the first that can be closed. */
function lastMonth() {
  const [year, month] = berlinDay(new Date()).split('-').map(Number);
  return month === 1 ? `${year! - 1}-12` : `${year}-${String(month! - 1).padStart(2, '0')}`;
}

function ClosedMonths({ exports }: { exports: number }) {
  const { data, setData, state, reload } = useLoad(loadClosedMonths, `closed-months-${exports}`);
  const [month, setMonth] = useState(lastMonth);
  const { confirm, dialog } = useConfirm();
  const { run } = useBusyAction();

  async function close() {
    if (!(await confirm({ title: t.closeMonth, message: t.confirmClose(germanMonth(month)), confirmLabel: t.closeMonth }))) return;
    await run(async () => {
      setData(await closeMonth(month));
      showToast({ title: t.closed(germanMonth(month)) });
    }, 'Der Monat konnte nicht abgeschlossen werden.');
  }

  return (
    <Part id="closed-months-title" title={t.monthsTitle} hint={t.monthsHint}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField label="Monat" name="month" type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        <button type="button" className="btn-secondary" onClick={() => void close()}>
          {t.closeMonth}
        </button>
      </div>
      <LoadState state={state} error="Die abgeschlossenen Monate konnten nicht geladen werden." empty={null} onRetry={reload}>
        <ul className="grid gap-1 text-sm text-slate-700">
          {(data ?? []).map((row) => (
            <li key={row.month}>
              {`${germanMonth(row.month)}: abgeschlossen von ${row.closedBy} am ${formatDate(new Date(row.closedAt))}`}
              {row.exportedAt ? `, exportiert am ${formatDate(new Date(row.exportedAt))}` : ', noch nicht exportiert'}
            </li>
          ))}
        </ul>
      </LoadState>
      {dialog}
    </Part>
  );
}
