/**
 * After a refused submit, moves the focus to the first field whose message shows, so a keyboard
 * or screen-reader user lands on what to fix instead of staying on Save. The messages render
 * after the submit settles, hence the next frame. Does nothing when no field is invalid (a
 * refusal from the server keeps the focus where it is, and the snackbar says why).
 *
 * `from` is the element that had the focus when the submit began (Enter in a field, or Save):
 * the check is asynchronous, and a user who has moved the focus meanwhile (Enter in a field, then
 * straight to a button) keeps it where they put it; a focus taken from them would turn their next
 * key press into typing in another field. Without `from`, the focus always moves.
 */
export function focusFirstInvalid(container: HTMLElement | null, from?: Element | null): void {
  requestAnimationFrame(() => {
    const now = document.activeElement;
    // The body: nothing focused (a Save click in Safari, or the focused field re-rendered away).
    if (from !== undefined && now !== from && now !== null && now !== document.body) return;
    const field = container?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"], [role="combobox"][aria-invalid="true"], button[aria-invalid="true"], [aria-invalid="true"] input',
    );
    field?.focus();
  });
}
