/** Loads the whole page again: the one way to retry what the page cannot fetch twice. */
export function reloadPage(): void {
  window.location.reload();
}
