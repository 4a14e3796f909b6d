import type { savedConfigurations, users } from '../../platform/db/schema.ts';
import type { ConfigurationQuote } from '../accounts/contract/customer.ts';
import type { FunnelSubmission } from '../funnel/contract/funnel.ts';

type SavedConfiguration = typeof savedConfigurations.$inferSelect & { productId: number };
type Account = typeof users.$inferSelect;

/**
 * "Angebot anfordern" on a saved configuration becomes an ordinary quote request, so it is stored,
 * priced and mailed exactly like one from the funnel. Contact data comes from the account; sizes are
 * stored in mm and the funnel counts in cm.
 */
export function quoteRequestFromConfiguration(
  configuration: SavedConfiguration,
  account: Account,
  request: ConfigurationQuote,
): FunnelSubmission {
  const breite = configuration.dimensions.width / 10;
  const hoehe = configuration.dimensions.height / 10;
  return {
    projektart: request.projektart,
    produkt_fenster: true,
    produkt_tuer: false,
    produkt_schiebetuer: false,
    produkt_dachfenster: false,
    produkt_rollladen: false,
    produkt_insektenschutz: false,
    produkt_andere: false,
    dimensions: [{ typ: 'fenster', breite, hoehe, menge: 1 }],
    plz: [account.postalCode, account.city].filter(Boolean).join(' '),
    vorname: account.firstName || account.username,
    nachname: account.lastName || account.username,
    email: account.email,
    telefon: account.phone,
    nachricht: request.nachricht,
    datenschutz: true,
    marketing_ok: false,
    website: '',
    utm_params: {},
    selbstmessung: [],
    photo_key: null,
    konfiguration: [
      {
        productId: configuration.productId,
        optionIds: Object.values(configuration.selectedOptions).map((option) => option.id),
        breite,
        hoehe,
        menge: 1,
      },
    ],
  };
}
