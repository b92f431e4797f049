import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox, Switch } from '../src';
import { renderWithUi } from './render';

function VoiceToggle({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return <Switch checked={checked} onCheckedChange={setChecked} aria-label="Enable voice" disabled={disabled} />;
}

describe('Switch', () => {
  it('is a switch whose aria-checked follows clicks and the keyboard', async () => {
    const user = userEvent.setup();
    renderWithUi(<VoiceToggle />);
    const toggle = screen.getByRole('switch', { name: 'Enable voice' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('does not change while disabled', async () => {
    const user = userEvent.setup();
    renderWithUi(<VoiceToggle disabled />);
    const toggle = screen.getByRole('switch', { name: 'Enable voice' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('Checkbox', () => {
  it('reports the new checked state through its label', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    renderWithUi(<Checkbox checked={false} onCheckedChange={(value) => changes.push(value)} label="SMS" />);
    await user.click(screen.getByText('SMS'));
    expect(changes).toEqual([true]);
  });
});
