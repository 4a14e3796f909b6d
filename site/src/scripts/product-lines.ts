import type { api, OkBody } from '../lib/api.ts';
import { readPublic } from '../lib/public-read.ts';
import { funnelLinkForLine } from '../lib/product-line-funnel.ts';
import { productLineGridClass, productLineIconKind } from '../lib/product-line-icons.ts';

/** Fills the home page's "Unsere Leistungen" from GET /api/public/product-lines. */
const section = document.querySelector<HTMLElement>('[data-product-lines]');

function cloneTemplate(selector: string): DocumentFragment {
  const template = section!.querySelector<HTMLTemplateElement>(selector);
  return template!.content.cloneNode(true) as DocumentFragment;
}

type PublicProductLine = OkBody<Awaited<ReturnType<(typeof api.public)['product-lines']['$get']>>>[number];

function renderCard(line: PublicProductLine): DocumentFragment {
  const card = cloneTemplate('[data-product-line-card]');
  const slot = (name: string) => card.querySelector<HTMLElement>(`[data-slot="${name}"]`)!;
  slot('icon').append(cloneTemplate(`[data-product-line-icon="${productLineIconKind(line.name)}"]`));
  slot('name').textContent = line.name;
  slot('description').textContent = line.description;
  slot('link-name').textContent = ` für ${line.name}`;
  slot('link').setAttribute('href', funnelLinkForLine(line.name));
  return card;
}

async function showProductLines(target: HTMLElement) {
  const grid = target.querySelector<HTMLElement>('[data-product-lines-grid]')!;
  const loading = target.querySelector<HTMLElement>('[data-product-lines-loading]')!;
  try {
    const lines = await readPublic<(typeof api.public)['product-lines']['$get']>('/api/public/product-lines');
    if (lines === null || lines.length === 0) {
      target.hidden = true;
      return;
    }
    grid.className += ` ${productLineGridClass(lines.length)}`;
    grid.replaceChildren(...lines.map(renderCard));
    grid.hidden = false;
    loading.remove();
  } catch (error) {
    // The section is an extra: a failure hides it and leaves the page as it is. An error answer (null
    // above) is ignored silently; only a network failure is logged.
    console.error('Produktbereiche konnten nicht geladen werden.', error);
    target.hidden = true;
  }
}

if (section) void showProductLines(section);
