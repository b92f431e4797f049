// jsdom has no fetch; screens are tested against a fake HTTP layer through the real fetch API,
// so hand jsdom Node's own implementation.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
