/** The header's menu on small screens: opens and closes by click, Escape and link choice. */
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');

if (toggle && menu) {
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Menü schließen' : 'Menü öffnen');
    menu.hidden = !open;
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()));

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });

  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a, button')) setOpen(false);
  });

  // Growing past the breakpoint shows the desktop navigation; a menu left open would linger behind it.
  window.matchMedia('(min-width: 1024px)').addEventListener('change', (query) => {
    if (query.matches) setOpen(false);
  });
}

// A module, not a global script: its names stay its own.
export {};
