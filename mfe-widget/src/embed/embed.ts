// <script src="https://<widget host>/embed.js" data-agent-id="<agent id>" async></script>
// The widget's own host is wherever this script came from.
import { installWidget } from './install-widget';

// A check of the element, not a cast: markup on the host page named "currentScript" (an <img>)
// can stand in for the property, and its src would name another site to frame.
const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) {
  installWidget(window, new URL(script.src).origin, script.getAttribute('data-agent-id') ?? '').catch((error: unknown) => {
    console.error('Chat widget: could not start.', error);
  });
}
