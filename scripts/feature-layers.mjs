// @ts-check
/**
 * The features of api/src/features in layers, lowest first (docs/architecture.md, ADR 065). A feature's
 * production code imports only features of lower layers (and platform/, shared/); a feature of its own
 * layer or a higher one it reaches through a callback app.ts passes in. eslint.config.js turns this list
 * into import rules, scripts/feature-imports.test.ts checks it against the code and finds mutual pairs.
 */
export const featureLayers = [
  ['documents'],
  ['settings'],
  ['accounts'],
  ['analytics', 'team', 'setup', 'newsletter'],
  ['funnel'],
  ['catalogue'],
  ['assignment'],
  ['orders'],
  ['leads', 'cart', 'shop'],
  ['contact'],
  ['quotes'],
  ['appointments', 'acceptance', 'aufmass'],
  ['inbound-mail'],
  ['reviews'],
  ['invoices'],
  ['bookkeeping', 'bank-statements', 'tax-certificate', 'purchasing'],
  ['backups'],
  ['privacy'],
  ['restore'],
  ['search', 'reports'],
];
