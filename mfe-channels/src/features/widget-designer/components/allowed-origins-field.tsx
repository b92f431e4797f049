import { useEffect, useState } from 'react';
import { isWidgetOrigin } from '@app/contracts';
import { Field, Textarea } from '@app/ui';

function originsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface AllowedOriginsFieldProps {
  value: string[];
  onChange: (origins: string[]) => void;
}

/** The websites allowed to embed the widget, one per line; none listed means any website. */
export function AllowedOriginsField({ value, onChange }: AllowedOriginsFieldProps) {
  const [text, setText] = useState(value.join('\n'));
  useEffect(() => {
    setText((current) => (originsOf(current).join('\n') === value.join('\n') ? current : value.join('\n')));
  }, [value]);
  const wrong = originsOf(text).filter((origin) => !isWidgetOrigin(origin));
  return (
    <Field
      label="Allowed Websites"
      htmlFor="widget-allowed-origins"
      hint="One per line, such as https://www.example.com. Leave empty to allow any website."
      error={wrong.length > 0 ? `Not a website origin (scheme and host only): ${wrong.join(', ')}` : undefined}
    >
      <Textarea
        id="widget-allowed-origins"
        rows={3}
        spellCheck={false}
        placeholder="https://www.example.com"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(originsOf(event.target.value));
        }}
      />
    </Field>
  );
}
