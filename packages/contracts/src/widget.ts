export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];

/** The chat widget's look and behaviour, stored on an agent as configuration.widgetConfig. */
export interface WidgetConfig {
  primaryColor: string;
  backgroundColor: string;
  textColor: string;
  /** px */
  borderRadius: number;
  position: WidgetPosition;
  welcomeMessage: string;
  placeholder: string;
  agentName: string;
  showAgentAvatar: boolean;
  enableFileUpload: boolean;
  enableVoiceInput: boolean;
  /** px */
  height: number;
  /** px */
  width: number;
  /** Empty when the widget shows no logo. */
  logoUrl: string;
  /**
   * Sites allowed to embed the widget and open its chat socket, as origins such as
   * `https://www.example.com`. Missing or empty: any site.
   */
  allowedOrigins?: string[];
}

export const WIDGET_CONFIG_DEFAULTS: Readonly<WidgetConfig> = Object.freeze({
  primaryColor: '#000000',
  backgroundColor: '#ffffff',
  textColor: '#000000',
  borderRadius: 12,
  position: 'bottom-right',
  welcomeMessage: 'Hi! How can I help you with your property search today?',
  placeholder: 'Type a message...',
  agentName: 'Property Assistant',
  showAgentAvatar: true,
  enableFileUpload: true,
  enableVoiceInput: true,
  height: 600,
  width: 380,
  logoUrl: '',
});

/** The name the widget shows: its display name, or the agent's own name when that is left empty. */
export function shownAgentName(config: Pick<WidgetConfig, 'agentName'>, agentName: string): string {
  return config.agentName || agentName;
}

/** The widget's message history is its configured height minus this many px (header and input). */
export const WIDGET_HISTORY_HEIGHT_OFFSET = 140;

/** A colour as a saved widget configuration holds it: #rgb or #rrggbb. */
export const WIDGET_COLOUR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Bounds the API enforces on a saved widget configuration (sizes in px). */
export const WIDGET_CONFIG_LIMITS = Object.freeze({
  borderRadius: { min: 0, max: 48 },
  height: { min: 300, max: 900 },
  width: { min: 280, max: 600 },
  textMaxLength: 500,
  logoUrlMaxLength: 2000,
  allowedOriginsMax: 50,
  /** The configuration in the widget page's address, URL-encoded (see widgetLookSizeProblem). */
  encodedLookMaxLength: 6000,
});

/** GET /api/widget/agents/:id, public: what the embed loader and the widget page need. */
export interface WidgetAgentInfo {
  agentId: string;
  name: string;
  /** The agent is active and has the webchat channel, so the widget can chat. */
  available: boolean;
  /**
   * The site asking (its Origin header) may show the widget: the agent lists no allowed websites,
   * or lists this one. The list itself stays private.
   */
  embeddable: boolean;
  /** The saved configuration over WIDGET_CONFIG_DEFAULTS, without allowedOrigins. */
  widgetConfig: WidgetConfig;
}
