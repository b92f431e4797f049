import { executionAsyncResource } from 'node:async_hooks';

let pinned: object | undefined;

/**
 * Keeps one `process.nextTick` object alive for the life of the process.
 *
 * Node's tick objects carry symbol keys, and V8 remembers the object shape built for them in a
 * cache that holds a single shape. When a full collection frees that shape while no tick object
 * is alive (V8's memory reducer runs one once a process has been idle for a few seconds, and a
 * large start-up allocation can trigger one too), the next tick object gets a new shape and V8
 * takes its generic slow path for every tick from then on: about a fifth of the CPU of a small
 * HTTP answer, for the rest of the process's life (see "Health" in docs/benchmarks.md). Holding
 * one tick object means its shape is never freed.
 */
export function pinTickShape(): void {
  process.nextTick(() => {
    pinned ??= executionAsyncResource();
  });
}
