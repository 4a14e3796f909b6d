import type { ProductFlag } from './funnel-steps.ts';
import type { ConfiguratorCategory, DimensionType } from '../../../shared/labels.ts';

/**
 * Which of the funnel's product questions a catalogue product answers: used where a configuration is
 * carried into the quote funnel (the configurator's lines, the shop's size "auf Anfrage").
 */
export function funnelKindOf(product: { name: string; category: ConfiguratorCategory }): {
  flag: ProductFlag;
  rowType: DimensionType | '';
} {
  const name = product.name.toLowerCase();
  switch (product.category) {
    case 'fenster':
      return name.includes('dachfenster')
        ? { flag: 'produkt_dachfenster', rowType: 'dachfenster' }
        : { flag: 'produkt_fenster', rowType: 'fenster' };
    case 'tueren':
      return name.includes('schiebe')
        ? { flag: 'produkt_schiebetuer', rowType: 'schiebetuer' }
        : { flag: 'produkt_tuer', rowType: 'haustuer' };
    case 'rolllaeden':
      return { flag: 'produkt_rollladen', rowType: '' };
    case 'insektenschutz':
      return { flag: 'produkt_insektenschutz', rowType: '' };
  }
}
