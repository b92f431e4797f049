/**
 * What the shell provides to every remote as the shared 'styled-components' singleton: `styled`,
 * the css helpers and the theme. Server-side rendering (ServerStyleSheet), the stylesheet
 * manager and `withTheme` are left out. A remote that needs another export adds it here.
 *
 * 'styled-components-module' is webpack's alias for the package's own file (see
 * webpack.config.js): importing 'styled-components' here would consume the shared module this
 * file provides.
 */
export {
  createGlobalStyle,
  css,
  default,
  isStyledComponent,
  keyframes,
  styled,
  ThemeContext,
  ThemeProvider,
  useTheme,
} from 'styled-components-module';
