import { elementValueMessages as m } from './element-value-messages.ts';
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

/** Reads the typed values back; a value that is not a number is refused with its field's message, not dropped. */
export function parseElementValuesText(text: ElementValuesText): ParsedElementValues {
  if (text.kind === '') return { ok: true, values: null };
  const errors: Partial<Record<keyof ElementValuesText, string>> = {};
  const decimal = (field: 'u' | 'ug' | 'g', max: number, required: boolean) => {
    if (text[field].trim() === '' && !required) return null;
    const value = parseHundredths(text[field]);
    if (value === null || value < 1 || value > max) errors[field] = m[field];
    return value;
  };
  const u = decimal('u', 1000, true);
  const ug = decimal('ug', 1000, false);
  const g = decimal('g', 100, false);
  const rwText = text.rw.trim();
  const rw = rwText === '' ? null : Number(rwText);
  if (rw !== null && !(/^\d+$/.test(rwText) && rw >= 1 && rw <= 80)) errors.rw = m.rw;
  const rc = text.rc === '' ? null : text.rc;
  if (rc !== null && !rcClasses.includes(rc)) errors.rc = m.rc;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { kind: text.kind, u: u!, ug, g, rw, rc } };
}
