/**
 * How an element opens, as the customer's own measurement and the fitter's Aufmaß record it (issue 48), and
 * the DIN direction of a hinged sash (hinges seen from inside). Browser-safe: the funnel and the phone use it.
 */
export const openingTypes = ['dreh_kipp', 'dreh', 'kipp', 'fest', 'schiebe', 'tuer'] as const;
export type OpeningType = (typeof openingTypes)[number];

export const openingTypeLabels: Record<OpeningType, string> = {
  dreh_kipp: 'Dreh-Kipp',
  dreh: 'Dreh',
  kipp: 'Kipp',
  fest: 'Festverglasung',
  schiebe: 'Schiebe',
  tuer: 'Tür',
};

/** Opening types whose sash hangs on one side: they need a DIN direction. */
export const hingedTypes: readonly OpeningType[] = ['dreh_kipp', 'dreh', 'tuer'];

export const hinges = ['links', 'rechts'] as const;
export const hingeLabels = { links: 'DIN links', rechts: 'DIN rechts' } as const;
