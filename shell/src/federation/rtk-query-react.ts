/**
 * What the shell provides to every remote as the shared '@reduxjs/toolkit/query/react'
 * singleton: createApi with the React hooks, the fetch base query and the helpers endpoints and
 * screens use. Retry, the fake base query and the standalone ApiProvider are left out. A remote
 * that needs another export adds it here.
 *
 * 'rtk-query-react-module' is webpack's alias for the package's own file (see webpack.config.js):
 * importing '@reduxjs/toolkit/query/react' here would consume the shared module this file provides.
 */
export { createApi, fetchBaseQuery, QueryStatus, setupListeners, skipToken } from 'rtk-query-react-module';
