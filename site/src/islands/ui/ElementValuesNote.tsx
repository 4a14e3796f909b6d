import { describeElementValues, type ElementValues } from '#shared/element-values.ts';
import { FundingBadge } from './FundingBadge.tsx';

interface ElementValuesNoteProps {
  /** The declared Uw/Ud, Ug, g, Rw and RC (ADR 063); lines and products without them show nothing. */
  values: ElementValues | null | undefined;
  /** "förderfähig (BEG EM, Uw ≤ 0,95)" as the server decided it, or null. */
  funding: string | null | undefined;
  className?: string;
}

/**
 * An element's declared values and its förderfähig badge, the same in the configurator, the shop, the cart
 * and the quote link. The values wrap at their separators, so a 390 px phone reads them without scrolling.
 */
export function ElementValuesNote({ values, funding, className = '' }: ElementValuesNoteProps) {
  if (!values && !funding) return null;
  return (
    <div className={`grid justify-items-start gap-1 text-sm ${className}`}>
      {values && (
        <p className="text-slate-700">
          <span className="sr-only">Herstellerangaben: </span>
          {describeElementValues(values)}
        </p>
      )}
      {funding && (
        <p>
          <FundingBadge funding={funding} />
        </p>
      )}
    </div>
  );
}
