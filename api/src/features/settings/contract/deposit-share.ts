/** The deposit's share of the gross total (percent) until the owner sets another one in Einstellungen → Rechnungen. */
export const DEFAULT_DEPOSIT_PERCENT = 30;
