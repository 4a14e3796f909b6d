import type { Locator } from '@playwright/test';
import sharp from 'sharp';

/**
 * Whether a person sees the element itself, not something drawn over it (an open dialog, its backdrop):
 * the screen's pixel just inside its top left corner (in its padding) has the element's own background
 * colour. Read from a real screenshot, since hit testing ignores what a modal dialog makes inert.
 */
export async function drawnOnTop(element: Locator): Promise<boolean> {
  const { x, y, expected } = await element.evaluate((node: HTMLElement) => {
    const box = node.getBoundingClientRect();
    // The computed colour may be oklch(); a canvas turns it into the sRGB the screen shows.
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(node).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [red, green, blue] = canvas.getImageData(0, 0, 1, 1).data;
    return { x: Math.round(box.left + 6), y: Math.round(box.top + box.height / 2), expected: [red!, green!, blue!] };
  });
  const shot = await element.page().screenshot({ clip: { x, y, width: 1, height: 1 } });
  const pixel = await sharp(shot).removeAlpha().raw().toBuffer();
  return expected.every((channel, index) => Math.abs(channel - pixel[index]!) <= 12);
}
