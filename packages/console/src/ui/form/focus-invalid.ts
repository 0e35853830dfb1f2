/**
 * After a refused submit, moves the focus to the first field whose message shows, so a keyboard
 * or screen-reader user lands on what to fix instead of staying on Save. The messages render
 * after the submit settles, hence the next frame. Does nothing when no field is invalid (a
 * refusal from the server keeps the focus where it is, and the snackbar says why).
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"], [role="combobox"][aria-invalid="true"], button[aria-invalid="true"], [aria-invalid="true"] input',
    );
    field?.focus();
  });
}
