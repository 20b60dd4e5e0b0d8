/**
 * The merchant's office and docks (Kentucky, Pennsylvania): every day the spec names is a day here.
 * A constant on its own, so a module that only names the zone does not load the time-zone code.
 */
export const OFFICE_TZ = 'America/New_York';
