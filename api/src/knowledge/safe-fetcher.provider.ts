import type { Provider } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { createSafeFetcher, type SafeFetcher } from '../fetcher';

export const SAFE_FETCHER = Symbol('SAFE_FETCHER');

/** One fetcher for the process; FETCH_ALLOW_HOSTS opens chosen private host:port pairs to it. */
export const safeFetcherProvider: Provider = {
  provide: SAFE_FETCHER,
  inject: [AppConfig],
  useFactory: (config: AppConfig): SafeFetcher => createSafeFetcher({ allowHosts: config.fetchAllowHosts }),
};
