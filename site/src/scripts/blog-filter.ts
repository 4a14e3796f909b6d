/**
 * The blog's category chips: they filter the list and keep the choice in the address (?kategorie=…),
 * so a filtered list can be shared and survives a reload.
 */
const PARAM = 'kategorie';

const group = document.querySelector<HTMLElement>('[data-blog-filter]');
const chips = [...(group?.querySelectorAll<HTMLButtonElement>('button[data-category]') ?? [])];
const cards = [...document.querySelectorAll<HTMLElement>('[data-blog-list] > [data-category]')];
const empty = document.querySelector<HTMLElement>('[data-blog-empty]');
const statusMessage = document.querySelector<HTMLElement>('[data-blog-filter-status]');

function applyFilter(category: string, announce: boolean) {
  const known = chips.some((chip) => chip.dataset.category === category);
  const active = known ? category : '';
  for (const chip of chips) chip.setAttribute('aria-pressed', String(chip.dataset.category === active));
  let shown = 0;
  for (const card of cards) {
    card.hidden = active !== '' && card.dataset.category !== active;
    if (!card.hidden) shown += 1;
  }
  if (empty) empty.hidden = shown > 0;
  if (statusMessage && announce) statusMessage.textContent = shown === 1 ? '1 Artikel' : `${shown} Artikel`;

  const url = new URL(window.location.href);
  if (active) url.searchParams.set(PARAM, active);
  else url.searchParams.delete(PARAM);
  history.replaceState(history.state, '', url);
}

if (group) {
  group.addEventListener('click', (event) => {
    const chip = (event.target as Element).closest<HTMLButtonElement>('button[data-category]');
    if (chip) applyFilter(chip.dataset.category ?? '', true);
  });
  const initial = new URL(window.location.href).searchParams.get(PARAM);
  if (initial) applyFilter(initial, false);
}

// A module, not a global script: its names stay its own.
export {};
