import type { ChangeLogEntryJson } from '#shared/catalogue-admin.ts';
import { changedFieldLabels } from '#shared/catalogue-screen-messages.ts';
import { formatCents } from '#shared/format.ts';
import { priceModifierTypeLabels, type PriceModifierType } from '#shared/labels.ts';

type Side = 'before' | 'after';

/** One value of a change as German text: money in euro, flags as Ja/Nein, lists joined, nothing as "–". */
function valueText(entry: ChangeLogEntryJson, field: string, side: Side): string {
  const value = entry.changes[field]?.[side];
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.join(', ');
  if (field === 'base_price' && typeof value === 'number') return formatCents(value);
  if (field === 'price_modifier_type') return priceModifierTypeLabels[value as PriceModifierType] ?? String(value);
  if (field === 'price_modifier' && typeof value === 'number') {
    // The modifier's unit follows its type; when the type did not change, the entry does not carry it.
    const type = entry.changes.price_modifier_type?.[side];
    if (type === 'fixed') return formatCents(value);
    if (type === 'percentage') return `${value} %`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** "Grundpreis: 1.234,56 € → 1.300,00 €" for every changed field of an entry. */
export function changeLines(entry: ChangeLogEntryJson): string[] {
  return Object.keys(entry.changes).map((field) => {
    const label = changedFieldLabels[field] ?? field;
    if (entry.action === 'created') return `${label}: ${valueText(entry, field, 'after')}`;
    if (entry.action === 'deleted') return `${label}: ${valueText(entry, field, 'before')}`;
    return `${label}: ${valueText(entry, field, 'before')} → ${valueText(entry, field, 'after')}`;
  });
}
