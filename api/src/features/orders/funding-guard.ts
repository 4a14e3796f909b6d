import { fail } from '../../platform/http/request-errors.ts';
import { fundingApprovalMessages } from './contract/funding-approval.ts';
import type { OrderRow } from './order-json.ts';

/** The order's quote carried the BEG EM funding condition and the customer accepted it (ADR 063). */
export const underFundingCondition = (order: Pick<OrderRow, 'acceptance'>) => Boolean(order.acceptance?.fundingCondition);

/**
 * The deposit of an order under the funding condition waits for the Förderzusage: until it is given the
 * contract is not in effect (§ 158 Abs. 1 BGB), so nothing is owed. The office may go ahead anyway, with a
 * reason on the order (ADR 080). Called on the deposit's issue path.
 */
export function refuseDepositBeforeFundingApproval(order: Pick<OrderRow, 'acceptance' | 'fundingApproval'>): void {
  if (underFundingCondition(order) && order.fundingApproval === null) fail(409, fundingApprovalMessages.depositWaits);
}
