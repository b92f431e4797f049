import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isPlainObject, widgetConfigProblem } from './widget-config';

const problemOf = (value: unknown) => (isPlainObject(value) ? widgetConfigProblem(value.widgetConfig) : null);

/** An agent configuration whose `widgetConfig`, when present, follows the widget's rules. */
export function IsWidgetConfiguration(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWidgetConfiguration',
      validator: {
        validate: (value: unknown) => problemOf(value) === null,
        defaultMessage: (args) => problemOf(args?.value) ?? 'configuration.widgetConfig is invalid',
      },
    },
    options,
  );
}
