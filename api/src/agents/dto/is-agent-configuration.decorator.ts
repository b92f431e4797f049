import { isPhoneNumber, PHONE_NUMBER_KEY } from '@app/contracts';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isPlainObject, widgetConfigProblem } from '../../widget/widget-config';

/** What is wrong with the configuration's keys that screens read, or null. Other keys are the caller's own. */
function problemOf(value: unknown): string | null {
  if (!isPlainObject(value)) {
    return null;
  }
  const phoneNumber = value[PHONE_NUMBER_KEY];
  // null removes the number (see AgentsService.update).
  if (phoneNumber !== undefined && phoneNumber !== null && !isPhoneNumber(phoneNumber)) {
    return `configuration.${PHONE_NUMBER_KEY} must be a phone number such as +1 555 010 0199 (7 to 15 digits)`;
  }
  return widgetConfigProblem(value.widgetConfig);
}

/** An agent configuration whose widget settings and phone number, when present, follow their rules. */
export function IsAgentConfiguration(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAgentConfiguration',
      validator: {
        validate: (value: unknown) => problemOf(value) === null,
        defaultMessage: (args) => problemOf(args?.value) ?? 'configuration is invalid',
      },
    },
    options,
  );
}
