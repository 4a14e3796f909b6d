import { germanDay } from '../../../shared/dates.ts';
import type { FundingApprovalBody } from '../../../shared/record-shapes.ts';

/**
 * The funding condition after the acceptance (issue 47, ADR 080). An order whose quote carried the BEG EM
 * condition (ADR 063) is a contract that takes effect only with the Förderzusage (§ 158 Abs. 1 BGB), so no
 * deposit is asked for before the office records the approval, or records why it goes ahead without it.
 * Zod-free: the request schema is in funding-approval-schema.ts.
 */

/** What the office records, and as the order keeps it (shared/record-shapes.ts). */
export type { FundingApproval, FundingApprovalBody } from '../../../shared/record-shapes.ts';

export const fundingApprovalMessages = {
  kind: 'Bitte wählen Sie „Förderzusage liegt vor“ oder „Ohne Förderzusage fortfahren“.',
  date: 'Bitte geben Sie das Datum der Förderzusage an (TT.MM.JJJJ, nicht in der Zukunft).',
  reason: 'Bitte schreiben Sie, warum Sie ohne Förderzusage fortfahren (höchstens 500 Zeichen).',
  noCondition: 'Dieser Auftrag steht nicht unter der Förderbedingung; es ist keine Förderzusage einzutragen.',
  cancelled: 'Der Auftrag ist storniert.',
  depositWaits:
    'Dieser Auftrag steht unter der Förderbedingung (aufschiebende Bedingung nach § 158 Abs. 1 BGB): Der Vertrag wird erst mit der Förderzusage wirksam. ' +
    'Die Anzahlungsrechnung gibt es, sobald Sie am Auftrag „Förderzusage liegt vor“ eingetragen haben, oder wenn Sie dort begründen, warum Sie ohne sie fortfahren.',
} as const;

/** The line of the order's history, and the state shown on the order page. */
export function fundingApprovalText(approval: FundingApprovalBody): string {
  return approval.kind === 'approved'
    ? `Förderzusage liegt vor (vom ${germanDay(approval.date)})`
    : `Ohne Förderzusage fortgefahren (Grund: ${approval.reason})`;
}
