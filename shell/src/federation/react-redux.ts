/**
 * What the shell provides to every remote as the shared 'react-redux' singleton: the Provider
 * and the hooks. `connect` (class-component bindings, the largest part of the package) is left
 * out. A remote that needs another export adds it here.
 *
 * 'react-redux-module' is webpack's alias for the package's own file (see webpack.config.js):
 * importing 'react-redux' here would consume the shared module this file provides.
 */
export {
  batch,
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  Provider,
  ReactReduxContext,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux-module';
