import { describe, expect, it } from 'vitest';
import {
  addressFromWire,
  addressToWire,
  eventCode,
  eventLocation,
  serviceFromWire,
  serviceToWire,
  weightFromWire,
  weightToWire,
} from './wire';

describe('ShipEngine wire', () => {
  it('maps scans to the port codes: detail code first, then the standard status code', () => {
    expect(eventCode({ status_code: 'AC', status_detail_code: 'SHIPMENT_CREATED' })).toBe('LC');
    expect(eventCode({ status_code: 'AC', status_detail_code: 'PICKED_UP' })).toBe('PU');
    expect(eventCode({ status_code: 'IT', status_detail_code: 'OUT_FOR_DELIVERY' })).toBe('OD');
    expect(eventCode({ status_code: 'EX', status_detail_code: 'PARCEL_OVER_LABELLED' })).toBe('RS');
    expect(eventCode({ status_code: 'AC', status_detail_code: null })).toBe('PU');
    expect(eventCode({ status_code: 'NY' })).toBe('LC');
    expect(eventCode({ status_code: 'AT', status_detail_code: 'SOMETHING_NEW' })).toBe('IT');
    expect(eventCode({ status_code: 'EX' })).toBe('IT');
    expect(eventCode({ status_code: 'DE' })).toBe('DL');
    expect(eventCode({ status_code: 'SP' })).toBe('DL');
    expect(eventLocation({ city_locality: 'LOUISVILLE', state_province: 'KY' })).toBe('LOUISVILLE, KY');
    expect(eventLocation({ city_locality: null, state_province: '' })).toBeNull();
  });

  it("converts service codes both ways, unknown ones in ShipEngine's lower case", () => {
    expect(serviceToWire('ups', 'SECOND_DAY_AIR')).toBe('ups_2nd_day_air');
    expect(serviceFromWire('ups', 'ups_2nd_day_air')).toBe('SECOND_DAY_AIR');
    expect(serviceToWire('fedex', 'FEDEX_2_DAY')).toBe('fedex_2_day');
    expect(serviceFromWire('fedex', 'fedex_2_day')).toBe('FEDEX_2_DAY');
  });

  it('sends pounds as numbers and reads other units back as pounds', () => {
    expect(weightToWire('3.50')).toEqual({ value: 3.5, unit: 'pound' });
    expect(weightFromWire({ value: 3.5, unit: 'pound' })).toBe('3.50');
    expect(weightFromWire({ value: 40, unit: 'ounce' })).toBe('2.50');
    expect(weightFromWire({ value: 1, unit: 'kilogram' })).toBe('2.20');
  });

  it('round-trips addresses, a missing country as US', () => {
    const address = {
      name: 'Jane',
      address1: '12 Main St',
      address2: null,
      city: 'Louisville',
      state: 'KY',
      zip: '40202',
    };
    expect(addressToWire(address)).toMatchObject({ address_line1: '12 Main St', country_code: 'US' });
    expect(addressFromWire(addressToWire(address))).toEqual({ ...address, country: 'US' });
  });
});
