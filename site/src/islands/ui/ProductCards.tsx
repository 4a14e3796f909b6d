import { priceGridMessages } from '#features/catalogue/contract/price-grid-messages.ts';
import { formatCents } from '#shared/format.ts';
import { ChoiceCard } from './ChoiceCard.tsx';
import { FundingBadge } from './FundingBadge.tsx';

interface ProductCardsProps {
  /** `funding`: the badge the product earns as declared (ADR 063), null without values or above the maximum. */
  products: { id: number; name: string; description?: string; base_price: number; funding: string | null }[];
  productId: number | null;
  onPick: (productId: number) => void;
  className: string;
}

/** The products to choose from as cards with their starting price: the configurator's and the shop's first choice. */
export function ProductCards({ products, productId, onPick, className }: ProductCardsProps) {
  return (
    <div role="group" aria-label="Produkt" className={className}>
      {products.map((candidate) => (
        <ChoiceCard
          key={candidate.id}
          selected={productId === candidate.id}
          onSelect={() => onPick(candidate.id)}
          title={candidate.name}
          description={candidate.description}
          extra={
            <>
              <span className="mt-2 block text-sm font-semibold text-brand-800">
                {priceGridMessages.startingPrice} {formatCents(candidate.base_price)}
              </span>
              {candidate.funding && <FundingBadge className="mt-2" funding={candidate.funding} />}
            </>
          }
        />
      ))}
    </div>
  );
}
