/** Loads another address of this site from the server, leaving the page. */
export function leavePageFor(address: string): void {
  window.location.replace(address);
}
