import { options, products } from '../../platform/db/schema.ts';
import type { ElementValues } from '../../shared/element-values.ts';
import type { OptionValueChanges } from './contract/element-with-options.ts';

/** A product's declared values (ADR 063) as flat columns, read and written as one object or null. */
export const elementValueColumns = {
  kind: products.elementKind,
  u: products.uValue,
  ug: products.ugValue,
  g: products.gValue,
  rw: products.rwDb,
  rc: products.rcClass,
};

type ValueRow = { [K in keyof ElementValues]: ElementValues[K] | null };

/** A product without a kind or a U has no declared values: the rest alone says nothing about funding. */
export function elementValuesOfRow({ kind, u, ...rest }: ValueRow): ElementValues | null {
  return kind && u !== null ? { kind, u, ...rest } : null;
}

export function elementValueFields(values: ElementValues | null) {
  return {
    elementKind: values?.kind ?? null,
    uValue: values?.u ?? null,
    ugValue: values?.ug ?? null,
    gValue: values?.g ?? null,
    rwDb: values?.rw ?? null,
    rcClass: values?.rc ?? null,
  };
}

/** What an option sets for the element (ADR 063), as flat columns read back as one object or null. */
export const optionValueColumns = {
  u: options.uValue,
  ug: options.ugValue,
  g: options.gValue,
  rw: options.rwDb,
  rc: options.rcClass,
};

export function optionValueFields(changes: OptionValueChanges | null) {
  return {
    uValue: changes?.u ?? null,
    ugValue: changes?.ug ?? null,
    gValue: changes?.g ?? null,
    rwDb: changes?.rw ?? null,
    rcClass: changes?.rc ?? null,
  };
}
