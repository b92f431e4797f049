/** How long a script may take to arrive and run, like the federation runtime's own limit. */
export const SCRIPT_TIMEOUT_MS = 20_000;

/**
 * Adds a classic script to the page; resolves when it has run. Rejects, and removes the script,
 * when it cannot be fetched or has not arrived within the time limit.
 */
export function loadScript(url: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error(`Could not load ${url} (${reason})`));
    };
    const timer = window.setTimeout(() => fail(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
    script.src = url;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('network error');
    document.head.append(script);
  });
}
