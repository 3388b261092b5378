import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.js';
import { AddressEditorDialog } from './AddressEditorDialog.js';

// Leaflet needs a laid-out page: a button stands in for a click on the map at one point
vi.mock('./AddressMap', () => ({
  AddressMap: ({ onPick }: { onPick?: (latitude: number, longitude: number) => void }) => (
    <button type="button" onClick={() => onPick?.(48.1486, 17.1077)}>
      Map point
    </button>
  ),
}));

describe('AddressEditorDialog, a point picked on the map', () => {
  it('fills the address from the reverse lookup', async () => {
    fakeServer({
      'GET /api/geocode/reverse': () => ({
        address: {
          road: 'Hlavná',
          house_number: '1',
          city: 'Bratislava',
          postcode: '811 01',
          country: 'Slovakia',
        },
      }),
    });
    render(<AddressEditorDialog values={{}} onApply={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Map point' }));
    await waitFor(() => expect(screen.getByDisplayValue('Bratislava')).toBeDefined());
    expect(screen.queryByText('ERROR: address not found')).toBeNull();
  });

  it("says 'ERROR: address not found' when the point has no address (spec 002 section 8), keeping it", async () => {
    fakeServer({ 'GET /api/geocode/reverse': () => ({ error: 'Unable to geocode' }) });
    render(<AddressEditorDialog values={{ city: 'Trnava' }} onApply={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Map point' }));
    expect(await screen.findByText('ERROR: address not found')).toBeDefined();
    expect(screen.getByDisplayValue('Trnava')).toBeDefined();
    expect(screen.getByDisplayValue('48.1486')).toBeDefined();
  });

  it('says the same when the lookup fails', async () => {
    fakeServer({ 'GET /api/geocode/reverse': () => ({ status: 502, body: { code: 'ERR_GEOCODER' } }) });
    render(<AddressEditorDialog values={{}} onApply={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Map point' }));
    expect(await screen.findByText('ERROR: address not found')).toBeDefined();
  });
});
