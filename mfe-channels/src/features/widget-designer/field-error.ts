import { WIDGET_CONFIG_RULES, type WidgetConfig, widgetFieldProblem, widgetLookSizeProblem } from '@app/contracts';

/** The designer's label of each field, to name it in a message. */
const FIELD_LABELS: Record<keyof WidgetConfig, string> = {
  primaryColor: 'Primary Color',
  backgroundColor: 'Background Color',
  textColor: 'Text Color',
  borderRadius: 'Border Radius (px)',
  position: 'Position',
  height: 'Height (px)',
  width: 'Width (px)',
  logoUrl: 'Logo URL',
  showAgentAvatar: 'Show Agent Avatar',
  enableFileUpload: 'Enable File Upload',
  enableVoiceInput: 'Enable Voice Input',
  welcomeMessage: 'Welcome Message',
  placeholder: 'Input Placeholder',
  agentName: 'Agent Display Name',
  allowedOrigins: 'Allowed Websites',
};

/** What the API would say of this field's value, as the field's error ("Must be ..."), or undefined. */
export function fieldError(field: keyof WidgetConfig, value: unknown): string | undefined {
  return sentence(widgetFieldProblem(field, value));
}

/** A rule's problem ("must be ...") as a sentence of its own. */
function sentence(problem: string | null): string | undefined {
  return problem ? problem.charAt(0).toUpperCase() + problem.slice(1) : undefined;
}

/** The first thing the API would refuse in this configuration, naming the field by its label; or undefined. */
export function configProblem(config: WidgetConfig): string | undefined {
  for (const field of Object.keys(WIDGET_CONFIG_RULES) as (keyof WidgetConfig)[]) {
    const problem = config[field] === undefined ? null : widgetFieldProblem(field, config[field]);
    if (problem) {
      return `${FIELD_LABELS[field]} ${problem}`;
    }
  }
  return lookSizeError(config);
}

/** The configuration is too long for the widget page's address, said as a sentence; or undefined. */
export function lookSizeError(config: WidgetConfig): string | undefined {
  const tooLong = widgetLookSizeProblem(config);
  return tooLong ? sentence(`the configuration ${tooLong}`) : undefined;
}
