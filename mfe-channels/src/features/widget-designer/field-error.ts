import { type WidgetConfig, widgetFieldProblem } from '@app/contracts';

/** What the API would say of this field's value, as the field's error ("Must be ..."), or undefined. */
export function fieldError(field: keyof WidgetConfig, value: unknown): string | undefined {
  return sentence(widgetFieldProblem(field, value));
}

/** A rule's problem ("must be ...") as a sentence of its own. */
export function sentence(problem: string | null): string | undefined {
  return problem ? problem.charAt(0).toUpperCase() + problem.slice(1) : undefined;
}
