/**
 * The header's menu button on phones (docs/screens.md#public-site: open or closed). It says whether the menu
 * is open (aria-expanded), closes with Escape (focus back on the button), after a link is chosen,
 * on a click outside the header, and when the screen grows wide enough to show the links anyway.
 */
export function setUpMenu(doc: Document, wide: MediaQueryList | null = null): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const header = button?.closest('header');
  const menu = doc.getElementById(button?.getAttribute('aria-controls') ?? '');
  if (!button || !header || !menu) return;

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    header.classList.toggle('is-menu-open', open);
  };

  button.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  doc.addEventListener('click', (event) => {
    if (isOpen() && !header.contains(event.target as Node)) setOpen(false);
  });
  wide?.addEventListener('change', () => setOpen(false));
}
