import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './navigation.ts';

describe('current navigation entry', () => {
  it('marks the home page only on /', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/about')).toBe(false);
  });

  it('marks a section on its own path and below it, not on look-alikes', () => {
    expect(isCurrentPath('/blog', '/blog')).toBe(true);
    expect(isCurrentPath('/blog', '/blog/einbruchschutz-fenster-rc2')).toBe(true);
    expect(isCurrentPath('/shop', '/shopping')).toBe(false);
    expect(isCurrentPath('/about', '/about/')).toBe(true);
  });
});
