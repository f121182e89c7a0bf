/*
 * The Philippine regular holidays and special (non-working) days of the current year, the seed of
 * the center's editable holiday list (decision 0078): a business day (product §4's "3 business
 * days") is a weekday that is none of them. Reference data like the PSGC lists, not a sample:
 * a production center starts with it, and an administrator corrects or extends it in the console
 * (a local special day, an Eid'l Fitr or Eid'l Adha date proclaimed later in the year).
 *
 * Source: Proclamation No. 1006, s. 2025 (the holidays and special days for 2026), as the
 * Philippine News Agency reported it on 2025-09-04: ten regular holidays, four special
 * (non-working) days and four additional ones; 25 February is a special working day. See reference/data/README.md for what to check when a year's proclamation comes out.
 */

/** One day off: its date (YYYY-MM-DD) and what it is called. */
export interface Holiday {
  date: string;
  name: string;
}

/** The year the seeded list covers. */
export const HOLIDAYS_YEAR = 2026;

/** The seeded list, by date. */
export const PHILIPPINE_HOLIDAYS: readonly Holiday[] = [
  { date: '2026-01-01', name: 'New Year’s Day' },
  { date: '2026-02-17', name: 'Chinese New Year' },
  { date: '2026-04-02', name: 'Maundy Thursday' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-04', name: 'Black Saturday' },
  { date: '2026-04-09', name: 'Araw ng Kagitingan' },
  { date: '2026-05-01', name: 'Labor Day' },
  { date: '2026-06-12', name: 'Independence Day' },
  { date: '2026-08-21', name: 'Ninoy Aquino Day' },
  { date: '2026-08-31', name: 'National Heroes Day' },
  { date: '2026-11-01', name: 'All Saints’ Day' },
  { date: '2026-11-02', name: 'All Souls’ Day' },
  { date: '2026-11-30', name: 'Bonifacio Day' },
  { date: '2026-12-08', name: 'Feast of the Immaculate Conception of Mary' },
  { date: '2026-12-24', name: 'Christmas Eve' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-30', name: 'Rizal Day' },
  { date: '2026-12-31', name: 'Last Day of the Year' },
];
