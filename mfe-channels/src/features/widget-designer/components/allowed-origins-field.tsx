import { useEffect, useState } from 'react';
import { Field, Textarea } from '@app/ui';

function originsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Exactly an origin as browsers send it: scheme and host (and a port), no path. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
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
  const wrong = originsOf(text).filter((origin) => !isOrigin(origin));
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
