import { errorMessage, useReplaceAgentConfigurationMutation } from '@app/api-client';
import type { WidgetConfig } from '@app/contracts';
import { useToast } from '@app/ui';
import { configProblem } from '../field-error';
import { widgetDrafts } from '../widget-drafts';
import { embedSnippet } from '../widget-url';

/** Saving the configuration on the agent and copying its embed code, each with its toasts. */
export function useWidgetDesignerActions(agentId: string, config: WidgetConfig) {
  const [replaceConfiguration, { isLoading: saving }] = useReplaceAgentConfigurationMutation();
  const { toast } = useToast();

  async function save() {
    if (!agentId) {
      toast({ title: 'Select an Agent', description: 'Please select an agent before saving configuration.', variant: 'destructive' });
      return;
    }
    // The field already says what is wrong; the toast names it, as a tab may hide it.
    const problem = configProblem(config);
    if (problem) {
      toast({ title: 'Save Failed', description: problem, variant: 'destructive' });
      return;
    }
    try {
      // The API merges configuration key by key, so the agent's other settings stay as they are.
      await replaceConfiguration({ id: agentId, changes: { configuration: { widgetConfig: config } } }).unwrap();
    } catch (error) {
      toast({ title: 'Save Failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    widgetDrafts.drop(agentId);
    toast({ title: 'Widget configuration saved', description: 'Websites embedding this agent show the new look on their next page load.' });
  }

  async function copyEmbedCode() {
    if (!agentId) {
      toast({ title: 'Select an agent', description: 'Please select an agent to configure the widget for.', variant: 'destructive' });
      return;
    }
    try {
      await navigator.clipboard.writeText(embedSnippet(window.location.origin, agentId));
    } catch {
      toast({ title: 'Copy failed', description: 'Select the code and copy it by hand.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Embed code copied', description: "Paste it just before the closing </body> tag of your website's pages." });
  }

  return { save, saving, copyEmbedCode };
}
