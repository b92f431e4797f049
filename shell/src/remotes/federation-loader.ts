import type { RemoteManifest, RemoteName } from '@app/contracts';
import type { RemoteModule } from './remote-module';
import { loadScript } from './load-script';

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

/** What a remote's remoteEntry.js defines under the remote's name: webpack's container interface. */
interface RemoteContainer {
  init(shareScope: unknown): Promise<unknown> | unknown;
  get(module: string): Promise<() => RemoteModule>;
}

const containers = new Map<RemoteName, Promise<RemoteContainer>>();
/** Remotes that have served a screen: their entry is known good, so a failure is the screen's. */
const reachable = new Set<RemoteName>();
const failedBefore = new Set<RemoteName>();
let freshLoads = 0;

function withFreshQuery(url: string): string {
  freshLoads += 1;
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${freshLoads}`;
}

async function startContainer(remote: RemoteName, entry: string): Promise<RemoteContainer> {
  const globals = globalThis as Record<string, unknown>;
  // A container left by an earlier attempt must not pass for this one.
  delete globals[remote];
  await loadScript(entry);
  const container = globals[remote] as RemoteContainer | undefined;
  if (typeof container?.get !== 'function') {
    throw new Error(`${entry} did not define the ${remote} container`);
  }
  // The remote joins the shell's share scope, so it uses the shell's React, router and store.
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

/**
 * The remote's started container. The shell loads remote entries itself instead of through the
 * federation runtime's remote handler, which the builds leave out (see @app/webpack-config):
 * webpack's container interface is all it needs.
 */
function startedContainer(remote: RemoteName, entry: string): Promise<RemoteContainer> {
  let started = containers.get(remote);
  if (!started) {
    started = startContainer(remote, failedBefore.has(remote) ? withFreshQuery(entry) : entry);
    containers.set(remote, started);
  }
  return started;
}

/**
 * Until a remote has served a screen, any failure may come from its entry (unreachable, or
 * redeployed so that its chunks are gone): the container is forgotten, and the next attempt
 * fetches the entry afresh under a new address so the browser cannot answer from its cache.
 */
function forgetUnprovenContainer(remote: RemoteName): void {
  if (!reachable.has(remote)) {
    containers.delete(remote);
    failedBefore.add(remote);
  }
}

/** Loads one exposed screen, e.g. ('mfe_agents', './Dashboard'), from its remote's container. */
export async function loadFederatedModule(remote: RemoteName, module: string): Promise<RemoteModule> {
  const entry = (await remoteManifest())[remote];
  if (!entry) {
    throw new Error(`No address is configured for ${remote}`);
  }
  let loaded: RemoteModule | undefined;
  try {
    const factory = await (await startedContainer(remote, entry)).get(module);
    loaded = factory();
  } catch (error) {
    forgetUnprovenContainer(remote);
    throw error;
  }
  if (!loaded?.default) {
    throw new Error(`${remote} did not provide ${module}`);
  }
  reachable.add(remote);
  return loaded;
}
