import { elementValueMessages as m } from './element-value-messages.ts';
import { optionValueChangesOrNull, type OptionValueChanges } from './element-with-options.ts';
import {
  formatHundredths,
  parseHundredths,
  rcClasses,
  type ElementKind,
  type ElementValues,
  type RcClass,
} from '../../../shared/element-values.ts';

/** The product form's value fields as typed: German decimals ("0,95"), '' for not declared. */
export interface ElementValuesText {
  kind: ElementKind | '';
  u: string;
  ug: string;
  g: string;
  rw: string;
  rc: RcClass | '';
}

export const emptyElementValuesText: ElementValuesText = { kind: '', u: '', ug: '', g: '', rw: '', rc: '' };

export function elementValuesText(values: ElementValues | null): ElementValuesText {
  if (!values) return emptyElementValuesText;
  return {
    kind: values.kind,
    u: formatHundredths(values.u),
    ug: values.ug === null ? '' : formatHundredths(values.ug),
    g: values.g === null ? '' : formatHundredths(values.g),
    rw: values.rw === null ? '' : String(values.rw),
    rc: values.rc ?? '',
  };
}

export type ParsedElementValues =
  { ok: true; values: ElementValues | null } | { ok: false; errors: Partial<Record<keyof ElementValuesText, string>> };

/** An option's changes as typed: the same fields without the kind, '' for "keeps the product's". */
export type OptionValuesText = Omit<ElementValuesText, 'kind'>;

export const emptyOptionValuesText: OptionValuesText = { u: '', ug: '', g: '', rw: '', rc: '' };

const decimalText = (value: number | null | undefined) => (value == null ? '' : formatHundredths(value));

export function optionValuesText(changes: OptionValueChanges | null): OptionValuesText {
  return {
    u: decimalText(changes?.u),
    ug: decimalText(changes?.ug),
    g: decimalText(changes?.g),
    rw: changes?.rw == null ? '' : String(changes.rw),
    rc: changes?.rc ?? '',
  };
}

type Errors = Partial<Record<keyof ElementValuesText, string>>;

/** Reads the number fields; a value that is not a number is refused with its field's message, not dropped. */
function parseMeasured(text: OptionValuesText, uRequired: boolean, errors: Errors): OptionValueChanges {
  const decimal = (field: 'u' | 'ug' | 'g', max: number, required: boolean) => {
    if (text[field].trim() === '' && !required) return null;
    const value = parseHundredths(text[field]);
    if (value === null || value < 1 || value > max) errors[field] = m[field];
    return value;
  };
  const u = decimal('u', 1000, uRequired);
  const ug = decimal('ug', 1000, false);
  const g = decimal('g', 100, false);
  const rwText = text.rw.trim();
  const rw = rwText === '' ? null : Number(rwText);
  if (rw !== null && !(/^\d+$/.test(rwText) && rw >= 1 && rw <= 80)) errors.rw = m.rw;
  const rc = text.rc === '' ? null : text.rc;
  if (rc !== null && !rcClasses.includes(rc)) errors.rc = m.rc;
  return { u, ug, g, rw, rc };
}

/** Reads the typed values back; no kind means no declared values. */
export function parseElementValuesText(text: ElementValuesText): ParsedElementValues {
  if (text.kind === '') return { ok: true, values: null };
  const errors: Errors = {};
  const { u, ...rest } = parseMeasured(text, true, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { kind: text.kind, u: u!, ...rest } };
}

export type ParsedOptionValues = { ok: true; changes: OptionValueChanges | null } | { ok: false; errors: Errors };

/** Reads an option's changes back; all fields empty: the option changes no value. */
export function parseOptionValuesText(text: OptionValuesText): ParsedOptionValues {
  const errors: Errors = {};
  const changes = parseMeasured(text, false, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, changes: optionValueChangesOrNull(changes) };
}
