/** Base of every error the safe fetcher throws; `url` is the address that was being fetched. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The address is not allowed: wrong scheme, credentials, or a private/reserved destination. */
export class FetchRefusedError extends FetchError {}

/** The response body grew past the configured size cap; the download was aborted. */
export class FetchTooLargeError extends FetchError {}

/** The whole fetch, redirects included, took longer than the configured time. */
export class FetchTimeoutError extends FetchError {}

/** DNS, connection, TLS or protocol failure, or too many redirects. */
export class FetchFailedError extends FetchError {}
