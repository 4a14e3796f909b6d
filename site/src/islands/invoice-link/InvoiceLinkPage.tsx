import type { ReactNode } from 'react';
import { invoiceLinkMessages } from '#features/invoices/contract/invoice-link.ts';
import { invoiceKindLabels, invoiceStatusLabels } from '#features/invoices/contract/invoices.ts';
import { formatCents } from '#shared/format.ts';
import { invoicePdfHref, invoiceXmlHref, loadInvoiceLink } from './api.ts';
import { LinkLoadFailed, LinkNotice } from '../ui/LinkNotice.tsx';
import { useLinkLoad } from '../ui/use-link-load.ts';
import { germanDay } from '#shared/dates.ts';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-4 py-2 ${strong ? 'text-lg font-bold text-brand-900' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * /rechnung/{token}: the invoice behind the link in its mail, for a customer without an account (issue 33):
 * what it is about, what is still to pay and where to, and the files to download.
 */
export default function InvoiceLinkPage({ token }: { token: string }) {
  const { loaded, reload } = useLinkLoad(loadInvoiceLink, token);

  if (loaded.kind === 'loading') return <p role="status">Rechnung wird geladen …</p>;
  if (loaded.kind === 'failed' && loaded.status === 404)
    return <LinkNotice title="Rechnung nicht gefunden">{invoiceLinkMessages.notFound}</LinkNotice>;
  if (loaded.kind === 'failed')
    return <LinkLoadFailed title="Rechnung nicht geladen" message={invoiceLinkMessages.loadFailed} onRetry={reload} />;

  const invoice = loaded.data;
  const label = invoiceKindLabels[invoice.kind];
  return (
    <article className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6" aria-labelledby="rechnung-titel">
      <header className="grid gap-1">
        <h1 id="rechnung-titel" className="text-2xl font-bold break-words text-brand-900">
          {label} {invoice.number}
        </h1>
        <p className="text-slate-700">
          vom {germanDay(invoice.issueDate)} · Auftrag {invoice.orderNumber} · {invoice.seller.name}
        </p>
        <p>
          <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
            {invoiceStatusLabels[invoice.status]}
          </span>
        </p>
      </header>

      {invoice.cancels && (
        <p className="rounded-lg bg-slate-50 p-3 text-slate-800">
          Diese Stornorechnung hebt die Rechnung {invoice.cancels.number} vom {germanDay(invoice.cancels.issueDate)} auf. Sie müssen dazu
          nichts überweisen.
        </p>
      )}

      <dl className="divide-y divide-slate-200 text-slate-800">
        <Row label="Nettobetrag">{formatCents(invoice.totals.net)}</Row>
        <Row label="Umsatzsteuer">{formatCents(invoice.totals.vat)}</Row>
        <Row label="Rechnungsbetrag" strong>
          {formatCents(invoice.totals.gross)}
        </Row>
        {invoice.amountDue !== invoice.totals.gross && <Row label="Zu zahlen auf diese Rechnung">{formatCents(invoice.amountDue)}</Row>}
        {invoice.paid > 0 && <Row label="Bereits bezahlt">{formatCents(invoice.paid)}</Row>}
      </dl>

      {invoice.balance > 0 && (
        <section className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900" aria-labelledby="zahlung-titel">
          <h2 id="zahlung-titel" className="font-bold">
            Noch offen: {formatCents(invoice.balance)}, fällig am {germanDay(invoice.dueDate)}
          </h2>
          <p>Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer {invoice.number}:</p>
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">Kontoinhaber</dt>
            <dd className="break-words">{invoice.bank.holder}</dd>
            <dt className="font-semibold">IBAN</dt>
            <dd className="font-mono break-all">{invoice.bank.iban}</dd>
            <dt className="font-semibold">BIC</dt>
            <dd className="break-words">
              {invoice.bank.bic}
              {invoice.bank.bankName && ` (${invoice.bank.bankName})`}
            </dd>
            <dt className="font-semibold">Verwendungszweck</dt>
            <dd>{invoice.number}</dd>
          </dl>
          {invoice.giroCodeSvg && (
            <figure className="mt-2 flex flex-wrap items-center gap-4">
              {/* The server's own SVG (uqr), drawn inline: the CSP allows no data: images. */}
              <div
                role="img"
                aria-label={`GiroCode für die Überweisung von ${formatCents(invoice.balance)}`}
                className="w-40 max-w-full rounded border border-slate-200 bg-white"
                dangerouslySetInnerHTML={{ __html: invoice.giroCodeSvg }}
              />
              <figcaption className="max-w-xs text-sm">
                GiroCode: Scannen Sie ihn mit Ihrer Banking-App, dann sind Empfänger, IBAN, Betrag und Verwendungszweck ausgefüllt.
              </figcaption>
            </figure>
          )}
        </section>
      )}

      <div className="flex flex-wrap gap-3">
        <a className="btn-primary" href={invoicePdfHref(token)} download>
          Rechnung als PDF herunterladen
        </a>
        {invoice.business && (
          <a className="btn-outline" href={invoiceXmlHref(token)} download>
            E-Rechnung (XRechnung) herunterladen
          </a>
        )}
      </div>
      <p className="text-sm text-slate-600">
        Fragen zur Rechnung? Schreiben Sie an{' '}
        <a className="text-brand-700 underline" href={`mailto:${invoice.seller.email}`}>
          {invoice.seller.email}
        </a>
        {invoice.seller.phone && ` oder rufen Sie uns an: ${invoice.seller.phone}`}.
      </p>
    </article>
  );
}
