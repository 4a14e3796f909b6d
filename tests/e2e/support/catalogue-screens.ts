/** The catalogue screens of the back office with the heading each shows, for checks that visit them all. */
export const catalogueScreens: [path: string, heading: string][] = [
  ['/admin/product-lines', 'Produktlinien Verwaltung'],
  ['/admin/products', 'Produkte'],
  ['/admin/shop-options', 'Produktverwaltung'],
  ['/admin/product-options', 'Optionszuweisungen'],
  ['/admin/global-options', 'Globale Optionen'],
  ['/admin/shop-settings', 'Shop-Einstellungen'],
  ['/admin/change-log', 'Änderungsprotokoll'],
];
