/**
 * Copies `text`, or, where the browser gives no clipboard (plain HTTP on a restaurant's LAN is
 * not a secure context, so navigator.clipboard does not exist), selects it in `input` so the
 * user copies it themselves. Says which of the two happened.
 */
export async function copyText(
  text: string,
  input: HTMLInputElement | null,
): Promise<'copied' | 'selected'> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (no permission, document not focused): fall back to selecting it.
    }
  }
  input?.focus();
  input?.select();
  return 'selected';
}
