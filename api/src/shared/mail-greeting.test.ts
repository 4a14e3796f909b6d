import { describe, expect, it } from 'vitest';
import { greeting } from './mail-greeting.ts';

describe('greeting', () => {
  it('greets Frau and Herr by last name (DIN 5008)', () => {
    expect(greeting({ salutation: 'frau', lastName: 'Muster' })).toBe('Guten Tag Frau Muster,');
    expect(greeting({ salutation: 'herr', lastName: ' Muster ' })).toBe('Guten Tag Herr Muster,');
  });

  it('says "Guten Tag," without a known salutation, never first and last name', () => {
    expect(greeting()).toBe('Guten Tag,');
    expect(greeting({ lastName: 'Muster' })).toBe('Guten Tag,');
    expect(greeting({ salutation: 'frau', lastName: '' })).toBe('Guten Tag,');
    expect(greeting({ salutation: 'divers', lastName: 'Muster' })).toBe('Guten Tag,');
    expect(greeting({ salutation: 'firma', lastName: 'Muster GmbH' })).toBe('Guten Tag,');
  });
});
