/** The remotes the shell loads, by module-federation name. */
export const REMOTE_NAMES = ['mfe_agents', 'mfe_channels', 'mfe_tools', 'mfe_widget'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Served by the API at GET /remotes.json: where each remote's entry lives right now. */
export type RemoteManifest = Record<RemoteName, string>;
