/** A full page load, dropping all in-memory state; its own module so tests can replace it. */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
