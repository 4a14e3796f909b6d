/** The blog's categories in chip order; "Alle" is the chip that clears the filter. */
export const blogCategories = ['Ratgeber', 'Energiesparen', 'Design', 'Wartung', 'Sicherheit'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The URL form of a category, for the ?kategorie= filter. */
export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase();
}
