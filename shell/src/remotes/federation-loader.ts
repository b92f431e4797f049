import type { RemoteManifest, RemoteName } from '@app/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from './remote-module';

let manifest: Promise<RemoteManifest> | null = null;

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', { credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json')) {
    throw new Error(`Remote addresses unavailable (${response.status} ${response.statusText})`);
  }
  return (await response.json()) as RemoteManifest;
}

function remoteManifest(): Promise<RemoteManifest> {
  // A failed fetch is forgotten so that Retry asks again.
  manifest ??= fetchManifest().catch((error: unknown) => {
    manifest = null;
    throw error;
  });
  return manifest;
}

/** Starts fetching /remotes.json at start-up so the first remote screen does not wait for it. */
export function preloadRemoteManifest(): void {
  remoteManifest().catch(() => undefined);
}

const registered = new Set<RemoteName>();
const reachable = new Set<RemoteName>();
let freshLoads = 0;

function withFreshQuery(url: string): string {
  freshLoads += 1;
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${freshLoads}`;
}

function register(remote: RemoteName, entry: string): void {
  if (!registered.has(remote)) {
    registerRemotes([{ name: remote, entry }]);
    registered.add(remote);
  } else if (!reachable.has(remote)) {
    // The runtime keeps a failed remote entry's promise for good; registering the remote again
    // with force drops it, and a new URL makes the browser fetch the entry afresh.
    registerRemotes([{ name: remote, entry: withFreshQuery(entry) }], { force: true });
  }
}

/** Loads one exposed screen, e.g. ('mfe_agents', './Dashboard'), through the federation runtime. */
export async function loadFederatedModule(remote: RemoteName, module: string): Promise<RemoteModule> {
  const entry = (await remoteManifest())[remote];
  if (!entry) {
    throw new Error(`No address is configured for ${remote}`);
  }
  register(remote, entry);
  const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) {
    throw new Error(`${remote} did not provide ${module}`);
  }
  reachable.add(remote);
  return loaded;
}
