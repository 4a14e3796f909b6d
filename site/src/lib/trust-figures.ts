import { formatCount } from '#shared/format.ts';
import { company, rating } from './site-company.ts';

/**
 * The trust figures and the warranty of "Einstellungen → Firma" as the pages word them; a figure the owner
 * left empty is null, and its badge or card is left out (a fresh installation claims nothing, ADR 050). The rating comes with its source (§ 5b Abs. 3 UWG) or not at all.
 */
export const trustFigures = {
  projects: company.projects === null ? null : `Über ${formatCount(company.projects)} Projekte`,
  customers: company.customers === null ? null : `${formatCount(company.customers)}+ zufriedene Kunden`,
  customersValue: company.customers === null ? null : `${formatCount(company.customers)}+`,
  years: company.years === null ? null : `Über ${company.years} Jahre Erfahrung`,
  yearsValue: company.years === null ? null : `${company.years}+`,
  warranty: company.warrantyYears === null ? null : `${company.warrantyYears} Jahre Garantie`,
  warrantyValue: company.warrantyYears === null ? null : `${company.warrantyYears} Jahre`,
  rating:
    rating === null
      ? null
      : {
          text: `${rating.value.toFixed(1).replace('.', ',')}/5 Kundenbewertung`,
          source: rating.count === null ? rating.source : `${formatCount(rating.count)} Bewertungen bei ${rating.source}`,
          sourceUrl: rating.sourceUrl || null,
        },
};
