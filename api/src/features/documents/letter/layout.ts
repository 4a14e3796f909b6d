/**
 * The places of the business letter every document is printed on (quotes, invoices, dunning letters, the
 * Abnahme protocol): A4 in points, the margins, and DIN 5008 form B's address window and information block.
 */
const PAGE_HEIGHT = 841.89;
export const MARGIN = 56;
/** The text's width between the margins (A4 is 595.28 pt wide); the positions table is as wide. */
export const TEXT_WIDTH = 483;
/** Below this the footer begins; content that would run into it goes to the next page. */
export const PAGE_BOTTOM = PAGE_HEIGHT - 80;
/** Where the footer's first line stands on every page. */
export const FOOTER_Y = PAGE_HEIGHT - 50;
export const GREY = '#555555';

/** Millimetres to points: the address window's places are given in mm (DIN 5008). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;
/**
 * DIN 5008 form B: the address field 20 mm from the left and 45 mm from the top, 85 × 45 mm; its first
 * 17.7 mm hold the sender's return line, the recipient follows below, indented 5 mm, down to 90 mm.
 */
export const RECIPIENT = { x: mm(25), y: mm(45 + 17.7), width: mm(75), bottom: mm(90) } as const;
/** The information block beside the window (form B: from 50 mm down): labels at the left, values right-aligned. */
export const INFO = { y: mm(50), labelX: 340, labelWidth: 90, valueX: 430, valueWidth: 110, lineHeight: 14 } as const;
/** Where the subject line starts (form B), below the address window. */
export const SUBJECT_Y = mm(98.5);
