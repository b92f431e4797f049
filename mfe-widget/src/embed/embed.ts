// <script src="https://<widget host>/embed.js" data-agent-id="<agent id>" async></script>
// The widget's own host is wherever this script came from.
import { installWidget } from './install-widget';

const script = document.currentScript as HTMLScriptElement | null;
if (script?.src) {
  installWidget(window, new URL(script.src).origin, script.getAttribute('data-agent-id') ?? '').catch((error: unknown) => {
    console.error('Chat widget: could not start.', error);
  });
}
