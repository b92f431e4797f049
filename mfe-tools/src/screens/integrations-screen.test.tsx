import { screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '@app/testing';
import IntegrationsScreen from './integrations-screen';

describe('Integrations', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the three sections, no invented platforms and the fixed channel tiles', () => {
    const api = fakeApi({});
    renderScreen(<IntegrationsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeTruthy();
    expect(screen.getByText('Connect your property management systems and automate data import.')).toBeTruthy();

    const pms = screen.getByRole('region', { name: 'Property Management Systems' });
    expect(within(pms).queryAllByRole('button')).toEqual([]);
    expect(within(pms).getByText('No platforms available yet')).toBeTruthy();

    const scraper = screen.getByRole('region', { name: 'Website Listing Scraper' });
    expect(within(scraper).getByLabelText('Website URL').getAttribute('placeholder')).toMatch(/^https:\/\//);
    expect(within(scraper).getByRole('button', { name: 'Extract Listings' })).toHaveProperty('disabled', true);

    const tiles = within(screen.getByRole('region', { name: 'Communication Channels' })).getAllByRole('group');
    // Only web chat works today; the voice and SMS screens say 'Not connected yet', and so do their tiles.
    expect(tiles.map((tile) => [tile.getAttribute('aria-label'), within(tile).getByText(/connected/i).textContent])).toEqual([
      ['Voice Calls', 'Not connected'],
      ['Web Chat', 'Connected'],
      ['WhatsApp', 'Not connected'],
      ['SMS', 'Not connected'],
    ]);
    expect(api.calls()).toEqual([]);
  });
});
