/**
 * A full page load, dropping all in-memory state; its own module so tests can replace it.
 * `replace` takes the place of the current history entry, for a page the router has already
 * entered in the history (the SPA's /login and the public pages), so that Back does not return
 * to an entry that would only load the same page again.
 */
export function hardNavigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}
