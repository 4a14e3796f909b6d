import { useEffect, useEffectEvent, useState } from 'react';
import { accountMessages } from '#features/accounts/contract/account-messages.ts';
import { customerMessages } from '#features/accounts/contract/customer.ts';
import type { AccountUser } from '#features/accounts/contract/accounts.ts';
import { ApiError } from '../../lib/api.ts';
import { logout } from '../../stores/session.ts';
import { showToast } from '../../stores/toast.ts';
import { AccountSection } from './AccountSection.tsx';
import { AddressBlock, hasAddress } from './AddressBlock.tsx';
import { AddressConfirmationNotice } from './AddressConfirmationNotice.tsx';
import { ConfigurationList } from './ConfigurationList.tsx';
import { CustomerRecords } from './CustomerRecords.tsx';
import { CustomerAppointments } from './CustomerAppointments.tsx';
import { CustomerInvoices } from './CustomerInvoices.tsx';
import { LoadingNote } from './LoadingNote.tsx';
import { OrderList } from './OrderList.tsx';
import { QuoteList } from './QuoteList.tsx';
import { QuoteRequestDialog } from './QuoteRequestDialog.tsx';
import {
  loadConfigurations,
  loadOrders,
  loadQuotes,
  loadRecords,
  type CustomerQuote,
  type CustomerRecords as Records,
  type Order,
  type SavedConfiguration,
} from './api.ts';
import { LinkRow } from '../ui/LinkRow.tsx';
import { useAccountGuard } from '../ui/use-account-guard.ts';

/** Without a session the login comes back here, to the quote a mail linked to (#angebot-{id}). */
const loginAndReturn = () =>
  typeof window === 'undefined' || !window.location.hash
    ? '/login'
    : `/login?next=${encodeURIComponent(window.location.pathname + window.location.hash)}`;

/** A failed load says so, unless the session ended (401): the guard is on its way to the login then. */
function toastLoadFailure(error: unknown, description: string) {
  if (error instanceof ApiError && error.status === 401) return false;
  showToast({ title: 'Fehler', description, variant: 'destructive' });
  return true;
}

/** /dashboard, "Mein Konto": the quotes first, open; then configurations, orders, requests and messages, data. */
export default function DashboardIsland() {
  const session = useAccountGuard({ role: 'customer', withoutSession: loginAndReturn() });
  const user = session?.user as AccountUser | undefined;
  const [configurations, setConfigurations] = useState<SavedConfiguration[] | null>(null);
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [quotes, setQuotes] = useState<CustomerQuote[] | null>(null);
  const [records, setRecords] = useState<Records | null>(null);
  const [quoteFor, setQuoteFor] = useState<SavedConfiguration | null>(null);

  const reloadConfigurations = () =>
    loadConfigurations()
      .then(setConfigurations)
      .catch((error) => void toastLoadFailure(error, accountMessages.loadFailed));

  /** Everything a quote changes: configurations (Bestellt), quotes (Angenommen) and orders (the new one). */
  const reloadAll = () =>
    Promise.all([loadConfigurations(), loadOrders(), loadQuotes()])
      .then(([loadedConfigurations, loadedOrders, loadedQuotes]) => {
        setConfigurations(loadedConfigurations);
        setOrders(loadedOrders);
        setQuotes(loadedQuotes);
      })
      .catch((error) => {
        if (!toastLoadFailure(error, accountMessages.loadFailed)) return;
        setConfigurations((current) => current ?? []);
        setOrders((current) => current ?? []);
        setQuotes((current) => current ?? []);
      });

  const reloadRecords = () =>
    loadRecords()
      .then(setRecords)
      .catch((error) => void toastLoadFailure(error, customerMessages.recordsLoadFailed));

  const loadForUser = useEffectEvent(() => {
    if (!user) return;
    void reloadAll();
    void reloadRecords();
  });
  // Once per account, not again when the stored copy of the same user changes.
  useEffect(() => loadForUser(), [user?.id]);

  /** The newest quote of a configuration (the customer sees quotes once they are sent). */
  const quoteOf = (configuration: SavedConfiguration) =>
    (quotes ?? []).filter((quote) => quote.configurationId === configuration.id).sort((a, b) => b.id - a.id)[0];

  if (!user)
    return (
      <p className="text-slate-600" role="status">
        Konto wird geladen …
      </p>
    );

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Mein Konto</h1>
          <p className="mt-1 text-lg text-slate-700">Hallo {user.firstName || user.username}!</p>
        </div>
        <LinkRow
          links={[
            { href: '/shop', label: 'Zum Shop' },
            { href: '/customer/profile', label: 'Profil bearbeiten' },
          ]}
        >
          <button type="button" className="btn-outline" onClick={() => void logout('/')}>
            Abmelden
          </button>
        </LinkRow>
      </div>

      {records && !records.emailConfirmed && <AddressConfirmationNotice email={user.email} />}
      <CustomerAppointments />
      <AccountSection headingId="angebote-titel" title="Ihre Angebote">
        {quotes === null ? <LoadingNote /> : <QuoteList quotes={quotes} orders={orders} onChanged={() => void reloadAll()} />}
      </AccountSection>

      <AccountSection headingId="konfigurationen-titel" title="Gespeicherte Konfigurationen">
        {configurations === null ? (
          <LoadingNote />
        ) : (
          <ConfigurationList configurations={configurations} onRequestQuote={setQuoteFor} quoteOf={quoteOf} />
        )}
      </AccountSection>

      <AccountSection headingId="bestellungen-titel" title="Bestellungen">
        {orders === null ? <LoadingNote /> : <OrderList orders={orders} quotes={quotes ?? []} />}
      </AccountSection>

      <CustomerInvoices />

      <AccountSection headingId="anfragen-nachrichten-titel" title="Ihre Anfragen und Nachrichten">
        <CustomerRecords records={records} />
      </AccountSection>

      <section className="card" aria-labelledby="profil-titel">
        <h2 id="profil-titel" className="text-lg font-bold text-brand-900">
          Ihre Daten
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {[
            ['Name', [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username],
            ['E-Mail', user.email],
            ['Telefon', user.phone || '–'],
            ['Status', 'Aktiv'],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-semibold text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 grid gap-6 sm:grid-cols-3">
          <AddressBlock user={user} prefix="" title="Adresse" />
          {hasAddress(user, 'billing_') && <AddressBlock user={user} prefix="billing_" title="Rechnungsadresse" />}
          {hasAddress(user, 'delivery_') && <AddressBlock user={user} prefix="delivery_" title="Lieferadresse" />}
        </div>
      </section>

      <QuoteRequestDialog
        configuration={quoteFor}
        onClose={() => setQuoteFor(null)}
        onRequested={(id) =>
          setConfigurations((current) => current?.map((entry) => (entry.id === id ? { ...entry, status: 'pending' } : entry)) ?? null)
        }
        onRefused={() => void reloadConfigurations()}
      />
    </div>
  );
}
