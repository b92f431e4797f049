import { screen } from '@testing-library/react';
import { Field, Input, Select } from '../src';
import { renderWithUi } from './render';

describe('Field', () => {
  it('describes its input and marks it invalid, also when the input sits in a row with other elements', () => {
    renderWithUi(
      <Field label="Primary Color" htmlFor="colour" hint="A hex colour." error="Must be a colour">
        <div>
          <input type="color" aria-label="Picker" />
          <Input id="colour" />
        </div>
      </Field>,
    );
    const input = screen.getByLabelText('Primary Color');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('colour-hint colour-error');
    expect(screen.getByLabelText('Picker').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Must be a colour').id).toBe('colour-error');
  });

  it("leaves the input's own aria props as given", () => {
    renderWithUi(
      <Field label="Name" htmlFor="name" error="Required">
        <Input id="name" aria-invalid={false} aria-describedby="elsewhere" />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBe('elsewhere');
  });

  it('links a select to its hint', () => {
    renderWithUi(
      <Field label="Agent" htmlFor="agent" hint="Create an agent first.">
        <Select id="agent" value="" onValueChange={() => undefined} options={[]} />
      </Field>,
    );
    expect(screen.getByLabelText('Agent').getAttribute('aria-describedby')).toBe('agent-hint');
    expect(screen.getByLabelText('Agent').getAttribute('aria-invalid')).toBeNull();
  });
});
