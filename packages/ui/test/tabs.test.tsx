import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../src';
import { renderWithUi } from './render';

function AgentTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="general" onValueChange={onValueChange}>
      <TabsList aria-label="Agent sections">
        <TabsTrigger value="general">General</TabsTrigger>
        <TabsTrigger value="knowledge">Knowledge</TabsTrigger>
        <TabsTrigger value="channels">Channels</TabsTrigger>
      </TabsList>
      <TabsContent value="general">General settings</TabsContent>
      <TabsContent value="knowledge">Knowledge items</TabsContent>
      <TabsContent value="channels">Channel list</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default panel and switches on click', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithUi(<AgentTabs onValueChange={(value) => changes.push(value)} />);

    expect(screen.getByRole('tablist', { name: 'Agent sections' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('General settings');

    await user.click(screen.getByRole('tab', { name: 'Knowledge' }));
    expect(screen.getByRole('tab', { name: 'Knowledge' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Knowledge' });
    expect(panel.textContent).toBe('Knowledge items');
    expect(screen.queryByText('General settings')).toBeNull();
    expect(changes).toEqual(['knowledge']);
  });

  it('moves with the arrow keys and wraps around', async () => {
    const user = userEvent.setup();
    renderWithUi(<AgentTabs />);
    await user.click(screen.getByRole('tab', { name: 'General' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Knowledge' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Knowledge items');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Channels' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Channel list');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('channels');
      return (
        <>
          <button type="button" onClick={() => setValue('general')}>
            Reset
          </button>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList>
              <TabsTrigger value="general">General</TabsTrigger>
              <TabsTrigger value="channels">Channels</TabsTrigger>
            </TabsList>
            <TabsContent value="general">General settings</TabsContent>
            <TabsContent value="channels">Channel list</TabsContent>
          </Tabs>
        </>
      );
    }
    renderWithUi(<Controlled />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Channel list');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('General settings');
  });
});
