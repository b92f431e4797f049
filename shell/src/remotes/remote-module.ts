import type { RemoteName } from '@app/contracts';
import type { ComponentType } from 'react';

/** What every exposed screen module looks like: a default-exported component without props. */
export interface RemoteModule {
  default: ComponentType;
}

export type RemoteModuleLoader = (remote: RemoteName, module: string) => Promise<RemoteModule>;
