import { provideMigratedTemplate } from './database-template.ts';

/** Runs once before Vitest starts its workers; what it returns runs after the last file. */
export default function setup() {
  return provideMigratedTemplate();
}
