import type { ShipAddress } from '@shared/domain/carriers/addresses';
import type { Rng } from './prng';

/** Names and addresses for ship-to customers, drivers and workers; real city, state and ZIP triples. */
// prettier-ignore
const FIRST = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen',
  'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Luis', 'Ashley',
  'Steven', 'Kimberly', 'Andrew', 'Emily', 'Kevin', 'Donna', 'Brian', 'Michelle', 'Aaliyah', 'Mei',
  'Priya', 'Omar', 'Sofia', 'Diego', 'Hannah', 'Noah', 'Grace', 'Ethan', 'Chloe', 'Tyrone',
] as const;
// prettier-ignore
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Patel',
] as const;
// prettier-ignore
const STREETS = [
  'Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Elm St', 'Washington Ave', 'Lake Rd',
  'Hillcrest Dr', 'Park Ave', 'Sunset Blvd', 'River Rd', 'Highland Ave', 'Church St', 'Meadow Ln',
  'Forest Dr', 'Willow Way', 'Chestnut St', 'Spring St', 'Jefferson Blvd', 'Lincoln Ave', 'Birch Ct',
] as const;
// prettier-ignore
export const CITIES: readonly (readonly [string, string, string])[] = [
  ['Louisville', 'KY', '40202'], ['Lexington', 'KY', '40507'], ['Hazleton', 'PA', '18201'],
  ['Pittsburgh', 'PA', '15222'], ['Philadelphia', 'PA', '19103'], ['Dallas', 'TX', '75201'],
  ['Austin', 'TX', '78701'], ['Houston', 'TX', '77002'], ['Chicago', 'IL', '60601'],
  ['Springfield', 'IL', '62701'], ['Columbus', 'OH', '43215'], ['Cleveland', 'OH', '44114'],
  ['Nashville', 'TN', '37203'], ['Memphis', 'TN', '38103'], ['Atlanta', 'GA', '30303'],
  ['Savannah', 'GA', '31401'], ['Orlando', 'FL', '32801'], ['Tampa', 'FL', '33602'],
  ['Miami', 'FL', '33130'], ['Charlotte', 'NC', '28202'], ['Raleigh', 'NC', '27601'],
  ['Richmond', 'VA', '23219'], ['Baltimore', 'MD', '21202'], ['Newark', 'NJ', '07102'],
  ['Buffalo', 'NY', '14202'], ['Albany', 'NY', '12207'], ['Boston', 'MA', '02108'],
  ['Hartford', 'CT', '06103'], ['Detroit', 'MI', '48226'], ['Grand Rapids', 'MI', '49503'],
  ['Indianapolis', 'IN', '46204'], ['Milwaukee', 'WI', '53202'], ['Minneapolis', 'MN', '55401'],
  ['Des Moines', 'IA', '50309'], ['Omaha', 'NE', '68102'], ['Kansas City', 'MO', '64106'],
  ['St. Louis', 'MO', '63101'], ['Denver', 'CO', '80202'], ['Phoenix', 'AZ', '85004'],
  ['Albuquerque', 'NM', '87102'], ['Salt Lake City', 'UT', '84101'], ['Boise', 'ID', '83702'],
  ['Seattle', 'WA', '98101'], ['Spokane', 'WA', '99201'], ['Portland', 'OR', '97204'],
  ['Sacramento', 'CA', '95814'], ['San Diego', 'CA', '92101'], ['Fresno', 'CA', '93721'],
  ['Las Vegas', 'NV', '89101'], ['Little Rock', 'AR', '72201'], ['Birmingham', 'AL', '35203'],
  ['Jackson', 'MS', '39201'], ['New Orleans', 'LA', '70112'], ['Oklahoma City', 'OK', '73102'],
  ['Wichita', 'KS', '67202'], ['Charleston', 'WV', '25301'], ['Burlington', 'VT', '05401'],
  ['Portland', 'ME', '04101'], ['Anchorage', 'AK', '99501'], ['Honolulu', 'HI', '96813'],
  ['Washington', 'DC', '20001'], ['Wilmington', 'DE', '19801'], ['Providence', 'RI', '02903'],
];

export type Address = {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
};

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}

export function address(rng: Rng): Address {
  const [city, state, zipCode] = rng.pick(CITIES);
  return {
    address1: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`,
    address2: rng.chance(0.18) ? rng.pick(['Apt ', 'Unit ', 'Suite ']) + String(rng.int(1, 420)) : null,
    city,
    state,
    zipCode,
  };
}

type AddressColumns = { name?: string | null } & { [K in keyof Address]?: string | null };

/** An order's ship-to as the partners take it (ERP, carriers, X12): the world's rows say zip_code. */
export function shipAddress(row: AddressColumns): ShipAddress {
  return {
    name: row.name ?? '',
    address1: row.address1 ?? '',
    address2: row.address2 ?? null,
    city: row.city ?? '',
    state: row.state ?? '',
    zip: row.zipCode ?? '',
    country: 'US',
  };
}

export function email(name: string, n: number): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${n % 100}@example.com`;
}
