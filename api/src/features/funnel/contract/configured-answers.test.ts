import { describe, expect, it } from 'vitest';
import { commonAnswer, glazingOfOption, materialOfProduct } from './configured-answers.ts';

describe('what a configuration answers of step 4', () => {
  it('reads the material from the product name, Holz-Alu before Holz and Alu', () => {
    expect(materialOfProduct('Kunststofffenster')).toBe('kunststoff');
    expect(materialOfProduct('Holz-Alu-Fenster')).toBe('holz-alu');
    expect(materialOfProduct('Holzfenster')).toBe('holz');
    expect(materialOfProduct('Aluminium-Haustür')).toBe('alu');
    expect(materialOfProduct('Aufsatzrollladen')).toBeNull();
  });

  it('reads the glazing from the chosen option', () => {
    expect(glazingOfOption('2-fach-Isolierverglasung')).toBe('2-fach');
    expect(glazingOfOption('3-fach-Schallschutzverglasung')).toBe('3-fach');
    expect(glazingOfOption('Sicherheitsglas')).toBeNull();
  });

  it('answers only when every line says the same', () => {
    expect(commonAnswer(['kunststoff', 'kunststoff'])).toBe('kunststoff');
    expect(commonAnswer(['kunststoff', 'holz'])).toBeNull();
    expect(commonAnswer(['kunststoff', null])).toBeNull();
    expect(commonAnswer([])).toBeNull();
  });
});
