// webpack's module-federation sharing API; the build replaces both names with its runtime's own.
declare function __webpack_init_sharing__(scope: string): Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;
