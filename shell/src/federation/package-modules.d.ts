// webpack aliases for the packages' own files, re-exported by the shell's provider modules in
// this folder and typed as the packages themselves (see webpack.config.js).
declare module 'redux-toolkit-module' {
  export * from '@reduxjs/toolkit';
}
declare module 'rtk-query-react-module' {
  export * from '@reduxjs/toolkit/query/react';
}
declare module 'react-redux-module' {
  export * from 'react-redux';
}
declare module 'styled-components-module' {
  export * from 'styled-components';
  export { default } from 'styled-components';
}
