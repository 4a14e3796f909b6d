/**
 * The order size (Bestellmaß) of a measured opening: the masonry opening (Rohbaumaß) less the installation
 * joint on each side, in whole millimetres (issue 48). Browser-safe: the phone shows it while the fitter
 * types, the server stores and prices what the same function computes.
 */

/** The installation joint per side when the owner has set none (RAL installation guide: 10–20 mm). */
export const DEFAULT_JOINT_MM = 15;

export interface RoughSize {
  roughWidthMm: number;
  roughHeightMm: number;
}

export interface OrderSize {
  orderWidthMm: number;
  orderHeightMm: number;
}

/** Rohbaumaß − 2 × Fuge in each direction; null when nothing would be left to order. */
export function orderSize({ roughWidthMm, roughHeightMm }: RoughSize, jointMm: number): OrderSize | null {
  const orderWidthMm = roughWidthMm - 2 * jointMm;
  const orderHeightMm = roughHeightMm - 2 * jointMm;
  return orderWidthMm > 0 && orderHeightMm > 0 ? { orderWidthMm, orderHeightMm } : null;
}
