// Helpers for the web apps' screen tests: the real store and UI, a fake HTTP layer.
export { fakeApi, makeAgent, type FakeAnswer, type FakeRoutes } from './fake-api';
export { renderScreen, type RenderScreenOptions } from './render-screen';
export { chooseAgent } from './choose-agent';
export { findToast } from './find-toast';
