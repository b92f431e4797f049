import { act, fireEvent, screen } from '@testing-library/react';
import { Button, TOAST_DEFAULT_DURATION, useToast } from '../src';
import { renderWithUi } from './render';

function ToastButtons() {
  const { toast, dismiss } = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: 'Agent created successfully', description: 'Your new AI agent is being set up.' })}>
        Create
      </Button>
      <Button onClick={() => toast({ title: 'Failed to create agent', description: 'Please try again later.', variant: 'destructive' })}>
        Fail
      </Button>
      <Button onClick={() => dismiss()}>Dismiss all</Button>
    </>
  );
}

describe('Toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at most one toast: a new one replaces the old', () => {
    renderWithUi(<ToastButtons />);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('status').textContent).toContain('Agent created successfully');

    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.queryByRole('status')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to create agent');
    expect(alert.textContent).toContain('Please try again later.');
    expect(screen.queryByText('Agent created successfully')).toBeNull();
  });

  it('closes by itself after the default 5000 ms', () => {
    renderWithUi(<ToastButtons />);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    act(() => jest.advanceTimersByTime(TOAST_DEFAULT_DURATION - 1));
    expect(screen.getByText('Agent created successfully')).toBeTruthy();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Agent created successfully')).toBeNull();
  });

  it('closes from its close button and from dismiss()', () => {
    renderWithUi(<ToastButtons />);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Agent created successfully')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss all' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('focuses the notifications region on F8', () => {
    renderWithUi(<ToastButtons />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(document.activeElement).not.toBe(region);
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(region);
  });
});
