import type { Glazing, Material } from '../../../shared/labels.ts';

/**
 * What a configuration already answers of the funnel's step 4 (material, glazing), read from the catalogue's
 * names: the product's name says its material ("Holz-Alu-Fenster", "Kunststofffenster"), the chosen glazing
 * option its panes ("3-fach-Wärmeschutzverglasung"). The funnel asks only what is left, and the server
 * stores what the configuration says, so a request cannot say "Holz-Alu" for a configured plastic window.
 */
export function materialOfProduct(productName: string): Material | null {
  const name = productName.toLocaleLowerCase('de-DE');
  if (name.includes('holz-alu')) return 'holz-alu';
  if (name.includes('kunststoff')) return 'kunststoff';
  if (name.includes('holz')) return 'holz';
  if (name.includes('alu')) return 'alu';
  return null;
}

export function glazingOfOption(optionName: string): Glazing | null {
  if (/^2-fach/i.test(optionName.trim())) return '2-fach';
  if (/^3-fach/i.test(optionName.trim())) return '3-fach';
  return null;
}

/** The one answer every line gives, or null when a line says nothing or two lines differ. */
export function commonAnswer<T extends string>(answers: readonly (T | null)[]): T | null {
  const [first] = answers;
  return first && answers.every((answer) => answer === first) ? first : null;
}
