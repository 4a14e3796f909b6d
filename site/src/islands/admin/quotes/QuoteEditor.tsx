import { useState } from 'react';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteVersionMessages } from '#features/quotes/contract/quote-versions.ts';
import { quoteMessages, type QuoteJson } from '#features/quotes/contract/quotes.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { openFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';
import { CheckboxField, TextArea, TextField } from '../../ui/Field.tsx';
import { loadQuotePdf, saveQuote, sendQuote } from './api.ts';
import { NewVersionButton } from './NewVersionButton.tsx';
import { QuoteFacts } from './QuoteFacts.tsx';
import { AssigneeSelect } from '../assignment/AssigneeSelect.tsx';
import { QuoteCustomerFields } from './QuoteCustomerFields.tsx';
import { QuoteLinesEditor } from './QuoteLinesEditor.tsx';
import { QuoteLinesTable } from '../../ui/QuoteLinesTable.tsx';
import { QuoteTotals } from '../../ui/QuoteTotals.tsx';
import { QuoteVersions } from './QuoteVersions.tsx';
import { SendQuoteDialog } from './SendQuoteDialog.tsx';
import { showFailureToast } from '../ui/failure-toast.ts';
import { checkDraft, draftOf, draftTotals, sameDraft, type QuoteDraft } from './quote-draft.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { formatDateTime, formatShortDate } from '#shared/dates.ts';

/**
 * One quote: a draft is edited here (customer and addresses, lines, validity, note, live totals), saved,
 * viewed as PDF and sent; once sent it is read-only, and "Neue Version" copies it as the next version's
 * draft (a change request asks for that). Messages per field come from the browser's check and the
 * server's 400 alike.
 */
export function QuoteEditor({ initial }: { initial: QuoteJson }) {
  const [quote, setQuote] = useState(initial);
  const [saved, setSaved] = useState(() => draftOf(initial));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirmSend, setConfirmSend] = useState(false);
  const editable = quote.status === 'draft';
  const label = quoteNumberLabel(quote);
  const dirty = editable && !sameDraft(draft, saved);
  useLeaveGuard(dirty, quoteScreenMessages.unsavedChanges);

  /** Saves the draft; the stored quote, or null when the fields or the server refused. */
  async function save(): Promise<QuoteJson | null> {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      showToast({ title: 'Fehler', description: quoteScreenMessages.checkFields, variant: 'destructive' });
      return null;
    }
    setErrors({});
    try {
      const stored = await saveQuote(quote.id, checked.body);
      const storedDraft = draftOf(stored);
      setQuote(stored);
      setSaved(storedDraft);
      setDraft(storedDraft);
      return stored;
    } catch (error) {
      setErrors(fieldMessagesOf(error));
      showToast({ title: 'Fehler', description: messageOf(error, quoteScreenMessages.saveFailed), variant: 'destructive' });
      return null;
    }
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const saveClicked = () =>
    run(async () => {
      if (await save()) showToast({ title: quoteScreenMessages.saved });
    });

  const showPdf = () =>
    run(async () => {
      try {
        openFile(await loadQuotePdf(quote.id), `Angebot-${label}.pdf`);
      } catch (error) {
        showToast({ title: 'Fehler', description: messageOf(error, quoteScreenMessages.pdfFailed), variant: 'destructive' });
      }
    });

  const send = () =>
    run(async () => {
      setConfirmSend(false);
      if (dirty && !(await save())) return;
      try {
        const sent = await sendQuote(quote.id);
        setQuote(sent);
        showToast({ title: quoteMessages.sentTitle, description: sent.customer.email ?? undefined });
      } catch (error) {
        showFailureToast(error, quoteScreenMessages.sendFailed);
      }
    });

  const update = (patch: Partial<QuoteDraft>) => setDraft({ ...draft, ...patch });

  return (
    // Room below the buttons at the foot: they can be scrolled clear of the notification in the bottom corner.
    <div className="grid grid-cols-1 gap-6 pb-32">
      <QuoteFacts quote={quote}>
        <AssigneeSelect
          kind="quote"
          recordId={quote.id}
          assignee={quote.assignee}
          onAssigned={(assignee) => setQuote({ ...quote, assignee })}
        />
      </QuoteFacts>
      {quote.status === 'changes_requested' && (
        <section
          className="card grid gap-3 border-l-4 border-amber-500 sm:flex sm:items-center sm:justify-between"
          aria-labelledby="quote-change-request-title"
        >
          <div>
            <h2 id="quote-change-request-title" className="text-lg font-bold text-brand-900">
              {quoteVersionMessages.changeRequestPrompt}
            </h2>
            <p className="text-sm text-slate-700">{quoteVersionMessages.changeRequestHint}</p>
          </div>
          <NewVersionButton quoteId={quote.id} className="btn-primary" />
        </section>
      )}
      <QuoteVersions quoteId={quote.id} status={quote.status} />
      <QuoteCustomerFields
        customer={quote.customer}
        draft={editable && draft.customer ? draft.customer : null}
        errors={errors}
        onChange={(customer) => update({ customer })}
      />
      <section className="card grid gap-5" aria-labelledby="quote-lines-title">
        <h2 id="quote-lines-title" className="text-lg font-bold text-brand-900">
          Positionen
        </h2>
        {editable ? (
          <QuoteLinesEditor lines={draft.lines} basis={quote.priceBasis} errors={errors} onChange={(lines) => update({ lines })} />
        ) : (
          <QuoteLinesTable lines={quote.lines} basis={quote.priceBasis} caption={`Positionen von Angebot ${label}`} />
        )}
        <QuoteTotals totals={editable ? draftTotals(draft, quote.priceBasis) : quote.totals} basis={quote.priceBasis} />
      </section>
      <section className="card grid gap-4" aria-labelledby="quote-terms-title">
        <h2 id="quote-terms-title" className="text-lg font-bold text-brand-900">
          Gültigkeit und Anmerkung
        </h2>
        {editable ? (
          <>
            <TextField
              label="Gültig bis"
              type="date"
              required
              value={draft.validUntil}
              error={errors.validUntil}
              onChange={(event) => update({ validUntil: event.target.value })}
            />
            <TextArea
              label="Anmerkung (erscheint im Angebot)"
              rows={3}
              maxLength={2000}
              value={draft.note}
              error={errors.note}
              onChange={(event) => update({ note: event.target.value })}
            />
            <CheckboxField
              label={
                <>
                  <span className="font-medium text-slate-800">Förderbedingung: Vertrag erst mit der Förderzusage wirksam (BEG EM)</span>
                  <span className="block">
                    Angebot und Angebotslink nennen dann die aufschiebende Bedingung (§ 158 Abs. 1 BGB) und was der Kunde vor der
                    Unterschrift tun muss.
                  </span>
                </>
              }
              checked={draft.fundingCondition ?? false}
              onChange={(event) => update({ fundingCondition: event.target.checked })}
            />
          </>
        ) : (
          <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold text-slate-600">Gültig bis</dt>
            <dd>{formatShortDate(new Date(`${quote.validUntil}T12:00:00Z`))}</dd>
            <dt className="font-semibold text-slate-600">Anmerkung</dt>
            <dd className="whitespace-pre-wrap">{quote.note || '–'}</dd>
            <dt className="font-semibold text-slate-600">Förderbedingung</dt>
            <dd>{quote.fundingCondition ? 'Ja, Vertrag erst mit der Förderzusage wirksam' : 'Nein'}</dd>
            {quote.sentAt && (
              <>
                <dt className="font-semibold text-slate-600">Versendet am</dt>
                <dd>{formatDateTime(new Date(quote.sentAt))}</dd>
              </>
            )}
          </dl>
        )}
        <p className="text-sm text-slate-600">{quoteMessages.terms}</p>
      </section>
      {!editable && <p className="text-slate-700">{quoteScreenMessages.readOnly}</p>}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={showPdf} disabled={busy}>
          PDF ansehen
        </button>
        {/* A change request shows its own prompt above. */}
        {quote.status === 'sent' && <NewVersionButton quoteId={quote.id} />}
        {editable && (
          <>
            <button type="button" className="btn-secondary" onClick={saveClicked} disabled={busy || !dirty}>
              {dirty ? 'Speichern' : 'Gespeichert'}
            </button>
            <button type="button" className="btn-primary" onClick={() => setConfirmSend(true)} disabled={busy || !quote.customer.email}>
              Angebot senden
            </button>
          </>
        )}
      </div>
      {editable && !quote.customer.email && <p className="text-right text-sm text-red-700">{quoteMessages.noRecipient}</p>}
      <SendQuoteDialog quote={confirmSend ? quote : null} unsaved={dirty} onSend={send} onCancel={() => setConfirmSend(false)} />
    </div>
  );
}
