import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Dialog, Input } from '../src';
import { renderWithUi } from './render';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Agent settings" description="Change how it answers.">
        <Input aria-label="Agent name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and moves focus inside', async () => {
    const user = userEvent.setup();
    renderWithUi(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));

    const dialog = screen.getByRole('dialog', { name: 'Agent settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Agent name' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithUi(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from the Close button and from a click on the overlay, not from a click inside', async () => {
    const user = userEvent.setup();
    renderWithUi(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('textbox', { name: 'Agent name' }));
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const overlay = screen.getByTestId('dialog-overlay');
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithUi(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Agent name' }));
  });

  it('keeps Shift+Tab inside the dialog when its first element is out of the tab order (an unselected tab)', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <Button>Behind the dialog</Button>
        <Dialog open onOpenChange={() => undefined} title="Agent settings">
          <button type="button" tabIndex={-1}>
            Settings
          </button>
          <button type="button">Knowledge</button>
        </Dialog>
      </>,
    );
    screen.getByRole('button', { name: 'Knowledge' }).focus();

    await user.tab({ shift: true });

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Behind the dialog' }));
  });
});
