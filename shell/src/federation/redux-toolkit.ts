/**
 * What the shell provides to every remote as the shared '@reduxjs/toolkit' singleton.
 *
 * Data comes through RTK Query endpoints injected into the one base api, so the store needs
 * configureStore, slices and actions, plus what '@reduxjs/toolkit/query' itself imports. The
 * listener and dynamic middleware, entity adapters and lazily combined slices are left out, so
 * webpack can drop them. A remote that needs another export adds it here.
 *
 * 'redux-toolkit-module' is webpack's alias for the package's own file (see webpack.config.js):
 * importing '@reduxjs/toolkit' here would consume the shared module this file provides.
 */
export {
  combineReducers,
  compose,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createReducer,
  createSelector,
  createSlice,
  current,
  formatProdErrorMessage,
  freeze,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isDraft,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  miniSerializeError,
  nanoid,
  original,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
  unwrapResult,
} from 'redux-toolkit-module';
