import { purchaseScreenMessages as screen } from '#features/purchasing/contract/purchasing-messages.ts';
import { formatCents, formatHours, formatPercent } from '#shared/format.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { Facts } from '../ui/PageSection.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { loadMargin } from './api.ts';

/**
 * "Deckungsbeitrag" on the order's page: shown only to the owner and whoever holds the money permission
 * (ADR 082); the order page leaves it out for the others, and the server answers them 403.
 */
export function OrderMargin({ orderId, reloadKey }: { orderId: number; reloadKey: string }) {
  const { data, state, reload } = useLoad((signal) => loadMargin(orderId, signal), `${orderId}-${reloadKey}`);
  return (
    <TitledSection id="order-margin-title" title={screen.marginTitle} className="grid gap-3">
      <LoadState state={state} error={screen.marginFailed} empty={null} onRetry={reload}>
        {data && (
          <div data-testid="order-margin">
            <Facts
              items={[
                ['Umsatz netto', formatCents(data.salesNet)],
                [
                  data.purchaseConfirmed ? 'Einkauf netto (bestätigt)' : 'Einkauf netto (teils erwartet)',
                  `− ${formatCents(data.purchaseNet)}`,
                ],
                [
                  'Montage (Stunden je Monteur)',
                  `− ${formatCents(data.labourCost)} (${formatHours(data.montageMinutes / 60)} × ${formatCents(data.hourlyRate)})`,
                ],
                ['Deckungsbeitrag', `${formatCents(data.margin)} (${formatPercent(data.marginPercent)})`],
              ]}
            />
          </div>
        )}
      </LoadState>
    </TitledSection>
  );
}
