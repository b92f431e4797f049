import { screen } from '@testing-library/react';
import { chooseAgent, fakeApi, makeAgent, renderScreen } from '@app/testing';
import SmsScreen from './sms-screen';
import SmsSimpleScreen from './sms-simple-screen';

describe('SMS screens', () => {
  afterEach(() => jest.restoreAllMocks());

  it('number management shows its cards without inventing numbers or conversations', () => {
    const api = fakeApi({});
    renderScreen(<SmsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'SMS Texting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy Phone Number' })).toHaveProperty('disabled', true);
    expect(screen.getByText('SMS Provider')).toBeTruthy();
    expect(screen.getByText('No phone numbers yet')).toBeTruthy();
    expect(screen.getByText('No SMS conversations yet')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });

  it('the simple variant picks a real agent and shows the number it answers on', async () => {
    fakeApi({
      'GET /api/agents': {
        body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { smsPhoneNumber: '+15551234567' } }), makeAgent({ id: 'a2', name: 'City Realty' })],
      },
    });
    const { user } = renderScreen(<SmsSimpleScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'SMS Texting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate SMS' })).toHaveProperty('disabled', true);

    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');
    expect(screen.getByText('(555) 123-4567')).toBeTruthy();
    await chooseAgent(user, 'Select Agent', 'City Realty');
    expect(screen.getByText(/City Realty has no phone number yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'phone numbers' }).getAttribute('href')).toBe('/sms');
  });

  it('the simple variant shows no number badge for a stored value that is not a phone number', async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { smsPhoneNumber: 'abc' } })] } });
    const { user } = renderScreen(<SmsSimpleScreen />);
    await chooseAgent(user, 'Select Agent', 'Harbour Rentals');

    expect(screen.queryByText('abc')).toBeNull();
    // Buying a number waits for SMS too, so the pointer to it says so.
    expect(screen.getByText(/Harbour Rentals has no phone number yet/).textContent).toMatch(/once SMS is connected\.$/);
  });

  it('the simple variant opens with the agent its address names', async () => {
    fakeApi({ 'GET /api/agents': { body: [makeAgent({ id: 'a1', name: 'Harbour Rentals', configuration: { smsPhoneNumber: '+15551234567' } })] } });
    renderScreen(<SmsSimpleScreen />, { url: '/sms-simple?agentId=a1' });

    expect(await screen.findByText('(555) 123-4567')).toBeTruthy();
  });
});
