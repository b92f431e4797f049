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
    expect(tiles.map((tile) => [tile.getAttribute('aria-label'), within(tile).getByText(/Connected|Available/).textContent])).toEqual([
      ['Voice Calls', 'Connected'],
      ['Web Chat', 'Connected'],
      ['WhatsApp', 'Available'],
      ['SMS', 'Available'],
    ]);
    expect(api.calls()).toEqual([]);
  });
});
