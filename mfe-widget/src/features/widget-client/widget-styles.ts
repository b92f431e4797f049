import { useInsertionEffect } from 'react';
import { LAUNCHER_SIZE, WIDGET_EDGE_GAP } from './widget-layout';
import { WIDGET_THEME as T } from './widget-theme';

const GAP = `${WIDGET_EDGE_GAP * 2}px`;

// Plain CSS, prefixed "cw-" so it cannot touch the page around it. Colours come in as custom
// properties set on the widget's root from its configuration.
const WIDGET_CSS = `
.cw, .cw * { box-sizing: border-box; }
.cw {
  --cw-muted: color-mix(in srgb, var(--cw-text) 6%, var(--cw-bg));
  --cw-border: color-mix(in srgb, var(--cw-text) 14%, var(--cw-bg));
  --cw-muted-text: color-mix(in srgb, var(--cw-text) 60%, var(--cw-bg));
  font-family: ${T.font}; font-size: 14px; line-height: 1.5; color: var(--cw-text);
}
.cw-panel {
  position: fixed; display: flex; flex-direction: column; overflow: hidden;
  width: min(var(--cw-width), calc(100vw - ${GAP})); height: min(var(--cw-height), calc(100vh - ${GAP}));
  background: var(--cw-bg); border: 1px solid var(--cw-border); border-radius: var(--cw-radius); box-shadow: ${T.shadow};
}
.cw-header {
  display: flex; align-items: center; gap: 12px; height: ${T.headerHeight}px; flex-shrink: 0; padding: 0 12px;
  background: var(--cw-primary); color: var(--cw-on-primary);
}
.cw-avatar {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; flex-shrink: 0;
  overflow: hidden; border-radius: 50%; background: color-mix(in srgb, var(--cw-on-primary) 18%, transparent);
}
.cw-avatar img { width: 100%; height: 100%; object-fit: cover; }
.cw-title { flex: 1; min-width: 0; }
.cw-title h1 { margin: 0; font-size: 14px; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.cw-status { display: flex; align-items: center; gap: 6px; margin: 0; font-size: 12px; opacity: 0.9; }
.cw-status::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: ${T.offline}; }
.cw-status[data-status='online']::before { background: ${T.online}; }
.cw-status[data-status='connecting']::before { background: ${T.connecting}; }
.cw-icon {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; flex-shrink: 0;
  padding: 0; border: 0; border-radius: 50%; background: transparent; color: var(--cw-muted-text); cursor: pointer;
}
.cw-icon:disabled { opacity: 0.5; cursor: not-allowed; }
.cw-icon[aria-pressed='true'] { color: var(--cw-primary); background: var(--cw-muted); }
.cw-header .cw-icon { color: inherit; }
.cw-header .cw-icon:hover { background: color-mix(in srgb, var(--cw-on-primary) 15%, transparent); }
.cw-history { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 16px; overflow-y: auto; list-style: none; }
.cw-item { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
.cw-item[data-role='user'] { align-items: flex-end; }
.cw-sender { font-size: 12px; font-weight: 600; color: var(--cw-muted-text); }
.cw-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.cw-bubble { max-width: 80%; margin: 0; padding: 8px 12px; border-radius: 12px; background: var(--cw-muted); white-space: pre-wrap; overflow-wrap: anywhere; }
.cw-item[data-role='user'] .cw-bubble { background: var(--cw-primary); color: var(--cw-on-primary); }
.cw-item[data-role='human'] .cw-bubble { background: var(--cw-bg); border: 1px solid var(--cw-border); }
.cw-item[data-pending='true'] .cw-bubble { opacity: 0.7; }
.cw-meta { font-size: 12px; color: var(--cw-muted-text); }
.cw-meta[data-failed='true'] { color: ${T.danger}; }
.cw-typing { display: flex; gap: 4px; padding: 12px; border-radius: 12px; background: var(--cw-muted); }
.cw-typing span { width: 6px; height: 6px; border-radius: 50%; background: var(--cw-muted-text); animation: cw-dot 1s infinite ease-in-out; }
.cw-typing span:nth-child(2) { animation-delay: 0.15s; }
.cw-typing span:nth-child(3) { animation-delay: 0.3s; }
@keyframes cw-dot { 0%, 60%, 100% { opacity: 0.4; transform: none; } 30% { opacity: 1; transform: translateY(-3px); } }
.cw-notice { margin: 0 12px 8px; padding: 6px 10px; border-radius: 8px; font-size: 12px; background: color-mix(in srgb, ${T.warning} 14%, var(--cw-bg)); }
.cw-composer { display: flex; flex-direction: column; justify-content: center; gap: 4px; height: ${T.composerHeight}px; flex-shrink: 0; padding: 0 12px; border-top: 1px solid var(--cw-border); }
.cw-row { display: flex; align-items: center; gap: 4px; }
.cw-input {
  flex: 1; min-width: 0; height: 36px; padding: 0 12px; border: 1px solid var(--cw-border); border-radius: 18px;
  background: var(--cw-bg); color: var(--cw-text); font: inherit;
}
.cw-input:focus-visible { outline: 2px solid color-mix(in srgb, var(--cw-primary) 35%, transparent); outline-offset: 0; }
.cw-input:disabled { opacity: 0.6; cursor: not-allowed; }
.cw-icon:focus-visible, .cw-launcher:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.cw-panel:focus { outline: none; }
.cw-send, .cw-send:disabled { background: var(--cw-primary); color: var(--cw-on-primary); }
.cw-note { margin: 0; font-size: 12px; text-align: center; color: var(--cw-muted-text); }
.cw-launcher {
  position: fixed; display: flex; align-items: center; justify-content: center; width: ${LAUNCHER_SIZE}px; height: ${LAUNCHER_SIZE}px;
  padding: 0; border: 0; border-radius: 50%; background: var(--cw-primary); color: var(--cw-on-primary); box-shadow: ${T.shadow}; cursor: pointer;
}
`;

const STYLE_ID = 'cw-styles';

/** Adds the widget's stylesheet to the document once. */
export function useWidgetStyles(): void {
  useInsertionEffect(() => {
    if (!document.getElementById(STYLE_ID)) {
      const style = document.createElement('style');
      style.id = STYLE_ID;
      style.textContent = WIDGET_CSS;
      document.head.appendChild(style);
    }
  }, []);
}
