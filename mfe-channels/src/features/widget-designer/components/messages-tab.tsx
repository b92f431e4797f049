import styled from 'styled-components';
import type { WidgetConfig } from '@app/contracts';
import { Field, Input, Stack, Textarea } from '@app/ui';
import { fieldError, lookSizeError } from '../field-error';
import type { UpdateWidgetConfig } from '../hooks/use-widget-config';

const StyledProblem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.destructive};
`;

export interface MessagesTabProps {
  config: WidgetConfig;
  update: UpdateWidgetConfig;
}

/**
 * A text over its limit stays whole and is pointed out, rather than cut where a paste ended. The
 * three texts also travel in the widget's address, which has a limit of its own.
 */
export function MessagesTab({ config, update }: MessagesTabProps) {
  const tooLong = lookSizeError(config);
  return (
    <Stack>
      <Field label="Welcome Message" htmlFor="widget-welcome-message" error={fieldError('welcomeMessage', config.welcomeMessage)}>
        <Textarea id="widget-welcome-message" rows={3} value={config.welcomeMessage} onChange={(event) => update('welcomeMessage', event.target.value)} />
      </Field>
      <Field label="Input Placeholder" htmlFor="widget-placeholder" error={fieldError('placeholder', config.placeholder)}>
        <Input id="widget-placeholder" value={config.placeholder} onChange={(event) => update('placeholder', event.target.value)} />
      </Field>
      <Field label="Agent Display Name" htmlFor="widget-agent-name" error={fieldError('agentName', config.agentName)}>
        <Input id="widget-agent-name" value={config.agentName} onChange={(event) => update('agentName', event.target.value)} />
      </Field>
      {tooLong ? <StyledProblem role="alert">{tooLong}</StyledProblem> : null}
    </Stack>
  );
}
