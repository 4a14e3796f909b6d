import { atom, map } from 'nanostores';
import type { ConfiguredItem } from '#features/funnel/contract/funnel.ts';
import { FUNNEL_STEPS, productFlagNames, type ProductFlag } from '#features/funnel/contract/funnel-steps.ts';
import type { DimensionType, Glazing, InstallationChoice, Material, ProjectType, Timeframe } from '#shared/labels.ts';
import type { SelfMeasureDraft } from '../islands/funnel/self-measurement.ts';

/**
 * The quote funnel's draft and position. Kept in sessionStorage, so a reload (or a detour to another
 * page) loses nothing, while closing the tab forgets the personal data.
 */

export interface DraftRow {
  key: number;
  typ: DimensionType | '';
  breite: string;
  hoehe: string;
  menge: string;
}

/** A configurator line carried into the funnel, with the names and price the visitor saw. */
export interface CarriedConfiguration extends ConfiguredItem {
  label: string;
  /** null: "Preis auf Anfrage" (the size has no price in the product's grid). */
  totalPrice: number | null;
}

export interface FunnelDraft {
  projektart: ProjectType | null;
  products: Record<ProductFlag, boolean>;
  dimensions: DraftRow[];
  material: Material | null;
  verglasung: Glazing | null;
  montage: InstallationChoice | null;
  plz: string;
  zeitraum: Timeframe | null;
  vorname: string;
  nachname: string;
  email: string;
  telefon: string;
  nachricht: string;
  datenschutz: boolean;
  marketing_ok: boolean;
  website: string;
  konfiguration: CarriedConfiguration[];
  /** Step 4's answers the carried configuration gave: shown as facts, not asked again. */
  fromConfiguration: ('material' | 'verglasung')[];
  /** Step 3's own measurements (issue 48); the photos live on the device, under this request's photo key. */
  selbstmessung: SelfMeasureDraft[];
  photoKey: string;
}

const STORAGE_KEY = 'funnel_draft';

let nextRowKey = 1;
const emptyRow = (typ: DraftRow['typ'] = ''): DraftRow => ({ key: nextRowKey++, typ, breite: '', hoehe: '', menge: '1' });

export function emptyDraft(): FunnelDraft {
  return {
    projektart: null,
    products: Object.fromEntries(productFlagNames.map((flag) => [flag, false])) as Record<ProductFlag, boolean>,
    dimensions: [emptyRow()],
    material: null,
    verglasung: null,
    montage: null,
    plz: '',
    zeitraum: null,
    vorname: '',
    nachname: '',
    email: '',
    telefon: '',
    nachricht: '',
    datenschutz: false,
    marketing_ok: false,
    website: '',
    konfiguration: [],
    fromConfiguration: [],
    selbstmessung: [],
    photoKey: '',
  };
}

export const $funnelDraft = map<FunnelDraft>(emptyDraft());
export const $funnelStep = atom(1);
/** Nine random characters per visit, kept with the draft. */
export const $funnelSessionId = atom('');

function newSessionId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => alphabet[byte % alphabet.length]).join('');
}

export function setDraftField<K extends keyof FunnelDraft>(key: K, value: FunnelDraft[K]): void {
  $funnelDraft.set({ ...$funnelDraft.get(), [key]: value });
}

export function toggleProduct(flag: ProductFlag): void {
  const products = $funnelDraft.get().products;
  $funnelDraft.setKey('products', { ...products, [flag]: !products[flag] });
}

export function addRow(): void {
  $funnelDraft.setKey('dimensions', [...$funnelDraft.get().dimensions, emptyRow()]);
}

export function updateRow(key: number, change: Partial<Omit<DraftRow, 'key'>>): void {
  $funnelDraft.setKey(
    'dimensions',
    $funnelDraft.get().dimensions.map((row) => (row.key === key ? { ...row, ...change } : row)),
  );
}

export function removeRow(key: number): void {
  const rows = $funnelDraft.get().dimensions;
  if (rows.length > 1)
    $funnelDraft.setKey(
      'dimensions',
      rows.filter((row) => row.key !== key),
    );
}

export function goToStep(step: number): void {
  $funnelStep.set(Math.min(Math.max(step, 1), FUNNEL_STEPS));
}

/** After a request was sent: a new visit starts with an empty form. */
export function resetFunnel(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
  $funnelDraft.set(emptyDraft());
  $funnelStep.set(1);
  $funnelSessionId.set(newSessionId());
}

interface StoredFunnel {
  draft: FunnelDraft;
  step: number;
  sessionId: string;
}

/**
 * `/funnel?produkt=tuer` (a product line's "Angebot erhalten" on the home page) ticks that product, as the
 * configurator's hand-over does; the rest of the draft stays as it was.
 */
function preselectProduct(search: string): void {
  const flag = `produkt_${new URLSearchParams(search).get('produkt') ?? ''}`;
  if (!productFlagNames.includes(flag as ProductFlag)) return;
  $funnelDraft.setKey('products', { ...$funnelDraft.get().products, [flag]: true });
}

/**
 * Puts back what this tab had entered and keeps saving from then on. Called after the island has
 * hydrated, so the server-rendered first step and the first client render agree.
 */
export function restoreFunnel(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  search = typeof location === 'undefined' ? '' : location.search,
): void {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as StoredFunnel | null;
    if (stored?.draft) {
      const draft = { ...emptyDraft(), ...stored.draft };
      if (draft.dimensions.length === 0) draft.dimensions = [emptyRow()];
      nextRowKey = Math.max(nextRowKey, ...draft.dimensions.map((row) => row.key + 1));
      $funnelDraft.set(draft);
      goToStep(stored.step);
    }
    $funnelSessionId.set(stored?.sessionId || newSessionId());
  } catch {
    $funnelSessionId.set(newSessionId());
  }
  preselectProduct(search);
  const save = () =>
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ draft: $funnelDraft.get(), step: $funnelStep.get(), sessionId: $funnelSessionId.get() } satisfies StoredFunnel),
    );
  $funnelDraft.listen(save);
  $funnelStep.listen(save);
  save();
}

/**
 * The configurator's "Angebot anfordern": its lines become the request's products, dimension rows and
 * configuration; the visitor then answers the remaining questions in the funnel.
 */
export function carryConfiguration(
  lines: CarriedConfiguration[],
  products: Partial<Record<ProductFlag, boolean>>,
  rows: Omit<DraftRow, 'key'>[],
  answers: Partial<Pick<FunnelDraft, 'material' | 'verglasung'>> = {},
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): void {
  const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as StoredFunnel | null;
  const draft = { ...emptyDraft(), ...stored?.draft };
  draft.products = { ...draft.products, ...products };
  const filledRows = draft.dimensions.filter((row) => row.breite || row.hoehe || row.typ);
  draft.dimensions = [...filledRows, ...rows.map((row) => ({ ...row, key: nextRowKey++ }))];
  if (draft.dimensions.length === 0) draft.dimensions = [emptyRow()];
  draft.konfiguration = lines;
  draft.fromConfiguration = [];
  for (const field of ['material', 'verglasung'] as const) {
    const answer = answers[field];
    if (!answer) continue;
    (draft as Record<typeof field, string | null>)[field] = answer;
    draft.fromConfiguration.push(field);
  }
  storage.setItem(STORAGE_KEY, JSON.stringify({ draft, step: 1, sessionId: stored?.sessionId ?? '' } satisfies StoredFunnel));
}
