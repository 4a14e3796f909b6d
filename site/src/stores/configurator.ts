import { atom, map } from 'nanostores';
import type { ConfiguratorCategory } from '#shared/labels.ts';
import type { ElementValues } from '#shared/element-values.ts';
import type { CatalogueProduct } from '../lib/catalogue.ts';

/**
 * The configurator: the form being filled in and the lines added so far. Both are kept in sessionStorage,
 * so a reload or a look at another page loses nothing.
 */

/** One chosen option of a line; the size is kept as the pseudo-option -1 with the text "W × H cm". */
export interface LineOption {
  optionId: number;
  optionName: string;
  selectedValue: string;
  price: number | null;
  choiceId?: number;
  /** The option group's key and the choice's colour: what the window drawing of the cart needs. */
  key?: string;
  colorCode?: string | null;
}

export interface ConfiguredLine {
  key: number;
  product: CatalogueProduct;
  quantity: number;
  options: LineOption[];
  width: number | null;
  height: number | null;
  /** null: the size has no price in the product's grid ("Preis auf Anfrage", ADR 024). */
  unitPrice: number | null;
  totalPrice: number | null;
  /** The element's values with the chosen glazing and frame, and its badge (ADR 063). */
  values: ElementValues | null;
  funding: string | null;
}

export interface ConfiguratorForm {
  category: ConfiguratorCategory | null;
  productId: number | null;
  /** Option group id → chosen option id. */
  choices: Record<number, number>;
  width: string;
  height: string;
  quantity: string;
}

export const DIMENSIONS_OPTION_ID = -1;

const emptyForm = (category: ConfiguratorCategory | null = null): ConfiguratorForm => ({
  category,
  productId: null,
  choices: {},
  width: '',
  height: '',
  quantity: '1',
});

export const $configuratorForm = map<ConfiguratorForm>(emptyForm());
export const $configuratorLines = atom<ConfiguredLine[]>([]);

export function chooseCategory(category: ConfiguratorCategory): void {
  $configuratorForm.set(emptyForm(category));
}

export function chooseProduct(productId: number): void {
  $configuratorForm.set({ ...emptyForm($configuratorForm.get().category), productId });
}

export function setFormField<K extends keyof ConfiguratorForm>(key: K, value: ConfiguratorForm[K]): void {
  $configuratorForm.set({ ...$configuratorForm.get(), [key]: value });
}

export function chooseOption(groupId: number, optionId: number | null): void {
  const choices = { ...$configuratorForm.get().choices };
  if (optionId === null) delete choices[groupId];
  else choices[groupId] = optionId;
  setFormField('choices', choices);
}

let nextKey = 1;

/** "Hinzufügen": the line joins the summary and the form starts over in the same category; returns its key. */
export function addLine(line: Omit<ConfiguredLine, 'key'>): number {
  const key = nextKey++;
  $configuratorLines.set([...$configuratorLines.get(), { ...line, key }]);
  $configuratorForm.set(emptyForm(line.product.category));
  return key;
}

/** Editing a line loads it back into the form and takes it off the list. */
export function editLine(key: number): void {
  const line = $configuratorLines.get().find((candidate) => candidate.key === key);
  if (!line) return;
  $configuratorForm.set({
    category: line.product.category,
    productId: line.product.id,
    choices: Object.fromEntries(
      line.options.filter((option) => option.choiceId !== undefined).map((option) => [option.optionId, option.choiceId!]),
    ),
    width: line.width === null ? '' : String(line.width),
    height: line.height === null ? '' : String(line.height),
    quantity: String(line.quantity),
  });
  removeLine(key);
}

export function removeLine(key: number): void {
  $configuratorLines.set($configuratorLines.get().filter((line) => line.key !== key));
}

export function clearLines(): void {
  $configuratorLines.set([]);
}

const STORAGE_KEY = 'configurator';

export function restoreConfigurator(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): void {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as { form?: ConfiguratorForm; lines?: ConfiguredLine[] } | null;
    if (saved?.form) $configuratorForm.set({ ...emptyForm(), ...saved.form });
    if (saved?.lines) {
      $configuratorLines.set(saved.lines);
      nextKey = Math.max(nextKey, ...saved.lines.map((line) => line.key + 1));
    }
  } catch {
    // Unreadable: start empty.
  }
  const save = () => storage.setItem(STORAGE_KEY, JSON.stringify({ form: $configuratorForm.get(), lines: $configuratorLines.get() }));
  $configuratorForm.listen(save);
  $configuratorLines.listen(save);
}
