import { describe, expect, it } from 'vitest';
import { findCountry, isInRemoteArea, readRemoteArea } from './remote-area.ts';

function admits(jobLocation: string, place: string): boolean | null {
  const area = readRemoteArea(jobLocation);
  if (!area) throw new Error(`no area read from ${jobLocation}`);
  return isInRemoteArea(area, findCountry(place));
}

describe('a developer’s country', () => {
  it.each([
    ['Sydney, Australia', 'AU'],
    ['Austin, Texas, USA', 'US'],
    ['Austin, TX', 'US'],
    ['London, United Kingdom', 'GB'],
    ['Manchester, UK', 'GB'],
    ['Kraków, Poland', 'PL'],
    ['Singapore', 'SG'],
    ['Bengaluru, India', 'IN'],
    ['Bangalore', 'IN'],
    ['Berlin', 'DE'],
    ['NYC', 'US'],
    ['São Paulo, Brazil', 'BR'],
    ['Toronto, Canada', 'CA'],
    ['Zurich, Switzerland', 'CH'],
    ['Dublin', 'IE'],
    ['Deutschland', 'DE'],
    ['Glasgow, Scotland', 'GB'],
    ['US', 'US'],
    ['Remote, UK', 'GB'],
    // A state name that is also a country: the city says which.
    ['Atlanta, Georgia', 'US'],
    ['Tbilisi, Georgia', 'GE'],
    ['Georgia', 'GE'],
    // Two-letter state and province codes after a city, which are also country codes.
    ['San Francisco, CA', 'US'],
    ['Berlin, DE', 'DE'],
    ['London, ON', 'CA'],
    ['Melbourne, VIC', 'AU'],
    // 'WA' is Washington and Western Australia.
    ['Seattle, WA', 'US'],
    ['Perth, WA', 'AU'],
    ['Cambridge, MA', 'US'],
    ['Amsterdam, NL', 'NL'],
    ['CA', 'CA'],
    // Without commas, or split by control characters.
    ['Berlin Germany', 'DE'],
    ['New York NY', 'US'],
    ['Berlin\n\tGermany', 'DE'],
    ['New York\u2028NY\u0007', 'US'],
    ['Berlin\t\u202eDE', 'DE'],
    ['Berlin or Remote', 'DE'],
    // The city data misses Kosovo's code; its country name gives it.
    ['Pristina', 'XK'],
  ])('%s is in %s', (place, country) => {
    expect(findCountry(place)).toBe(country);
  });

  it.each(['Remote', '', '  ', 'Somewhere nice'])('%j is unknown', (place) => {
    expect(findCountry(place)).toBeNull();
  });

  it('is unknown for a missing place', () => {
    expect(findCountry(null)).toBeNull();
  });
});

describe('a remote job’s area', () => {
  it.each(['Remote', '', 'Remote (worldwide)', 'Remote (anywhere)', 'Remote (flexible)', 'Remote (Foo ±2 hours)'])(
    '%j sets no limit',
    (location) => {
      expect(readRemoteArea(location)).toBeNull();
    },
  );

  it('sets no limit without a location', () => {
    expect(readRemoteArea(null)).toBeNull();
  });

  it.each([
    ['Remote (UK)', 'the UK'],
    ['Remote (US or Canada)', 'the US or Canada'],
    ['Remote (UK or Ireland)', 'the UK or Ireland'],
    ['Remote (EU, CET ±2 hours)', 'the EU, CET ±2 hours'],
    ['Remote (APAC, UTC+5:30 to UTC+10)', 'APAC, UTC+5:30 to UTC+10'],
    ['Remote (Africa or Europe time zones)', 'Africa or Europe time zones'],
    ['Remote (anywhere, 4 hours overlap with London)', '4 hours overlap with London'],
    ['Anywhere in LATAM', 'Latin America'],
    ['Remote within India', 'India'],
    // State codes in a job's address are states, not countries (CO is not Colombia).
    ['Remote (Denver, CO, United States)', 'the US'],
  ])('%s is labelled %j', (location, label) => {
    expect(readRemoteArea(location)?.label).toBe(label);
  });

  // [job location, developer places it admits, developer places it refuses]
  it.each([
    ['Remote (UK)', ['London, United Kingdom', 'Manchester, UK', 'Cardiff, Wales'], ['Dublin', 'Berlin']],
    ['Remote (US or Canada)', ['Austin, TX', 'Toronto, Canada', 'NYC', 'Atlanta, Georgia'], ['London, United Kingdom', 'Mexico City']],
    ['Remote (EU)', ['Kraków, Poland', 'Berlin', 'Lisbon', 'Dublin'], ['London, United Kingdom', 'Zurich, Switzerland', 'Oslo']],
    [
      'Remote (Europe)',
      ['London, United Kingdom', 'Zurich, Switzerland', 'Kraków, Poland', 'Oslo'],
      ['Sydney, Australia', 'Tbilisi, Georgia'],
    ],
    ['Remote (Europe, UK included)', ['Manchester, UK', 'Berlin'], ['Austin, TX']],
    ['Remote (UK or Europe)', ['Manchester, UK', 'Madrid'], ['Singapore']],
    ['Remote (UK or Ireland)', ['Dublin', 'London, United Kingdom'], ['Paris']],
    ['Remote (Nordics)', ['Stockholm', 'Helsinki, Finland', 'Oslo'], ['Berlin']],
    ['Remote (DACH)', ['Berlin', 'Vienna', 'Zurich, Switzerland'], ['Paris']],
    ['Remote (EU, CET ±2 hours)', ['Lisbon', 'Kraków, Poland', 'Berlin'], ['Sydney, Australia', 'London, United Kingdom', 'Austin, TX']],
    ['Remote (Europe, CET ±1 hour)', ['London, United Kingdom', 'Berlin', 'Athens'], ['Sydney, Australia', 'Austin, TX']],
    [
      'Remote (APAC, UTC+5:30 to UTC+10)',
      ['Bengaluru, India', 'Singapore', 'Tokyo', 'Sydney, Australia'],
      ['Auckland', 'London, United Kingdom', 'Dubai'],
    ],
    ['Remote (Africa, WAT ±3 hours)', ['Lagos, Nigeria', 'Nairobi, Kenya'], ['London, United Kingdom', 'Berlin']],
    ['Remote (Africa or Europe time zones)', ['Lagos, Nigeria', 'Berlin', 'London, United Kingdom'], ['Austin, TX', 'Tokyo']],
    ['Remote (Australia or New Zealand)', ['Sydney, Australia', 'Auckland'], ['Singapore']],
    [
      'Remote (anywhere, 4 hours overlap with London)',
      ['Berlin', 'Lagos, Nigeria', 'Dubai', 'São Paulo, Brazil'],
      ['Bengaluru, India', 'Sydney, Australia'],
    ],
    [
      'Remote (worldwide, 4 hours overlap with WAT)',
      ['Lagos, Nigeria', 'Kraków, Poland', 'São Paulo, Brazil'],
      ['Singapore', 'Austin, TX'],
    ],
    // 08:00–12:00 UTC overlaps a 09:00–17:00 day by 3 hours from UTC+0 to UTC+6.
    [
      'Remote (worldwide, 3 hours overlap with 08:00-12:00 UTC)',
      ['London, United Kingdom', 'Bengaluru, India'],
      ['Singapore', 'São Paulo, Brazil'],
    ],
    ['Remote - US only', ['Austin, Texas, USA', 'NYC'], ['Toronto, Canada']],
    ['Anywhere in LATAM', ['São Paulo, Brazil', 'Mexico City', 'Bogotá, Colombia'], ['Austin, TX', 'Madrid']],
    ['Remote, EMEA', ['Berlin', 'Lagos, Nigeria', 'Dubai'], ['Singapore', 'NYC']],
    ['Remote within India', ['Bengaluru, India'], ['Singapore']],
    // A job names the country, not the US state.
    ['Remote (Georgia)', ['Tbilisi, Georgia'], ['Atlanta, Georgia']],
    ['Remote (North America)', ['Toronto, Canada', 'Austin, TX'], ['São Paulo, Brazil']],
    ['Remote (Texas)', ['Austin, TX'], ['Toronto, Canada']],
    ['Remote - USA only', ['Austin, TX'], ['Toronto, Canada', 'Lima, Peru']],
    // A country's time zones are all of its own; a bare zone is within 3 hours of it.
    ['Remote (US time zones)', ['Austin, TX', 'Toronto, Canada', 'Lima, Peru'], ['London, United Kingdom']],
    ['Remote (Europe time zones)', ['Berlin', 'Lisbon', 'Istanbul'], ['Tokyo', 'Austin, TX', 'Bengaluru, India']],
    ['Remote (EMEA)', ['Tbilisi, Georgia', 'Cairo'], ['Tokyo']],
    ['Remote (CET)', ['Berlin', 'Lagos, Nigeria', 'Dubai'], ['Sydney, Australia', 'Austin, TX']],
    ['Remote (UTC-3 and UTC+3)', ['São Paulo, Brazil', 'Berlin'], ['Singapore']],
  ])('%s', (location, inside, outside) => {
    for (const place of inside) expect(admits(location, place), place).toBe(true);
    for (const place of outside) expect(admits(location, place), place).toBe(false);
  });

  it('leaves an unknown developer place to the caller', () => {
    expect(admits('Remote (EU)', 'Remote')).toBeNull();
    expect(admits('Remote (EU)', '')).toBeNull();
  });

  it('lets a developer start an hour early or late for the overlap: four hours with London reach five hours west', () => {
    expect(admits('Remote (anywhere, 4 hours overlap with London)', 'Bogotá, Colombia')).toBe(true);
    expect(admits('Remote (anywhere, 4 hours overlap with London)', 'San José, Costa Rica')).toBe(false);
  });

  it('counts working hours across the date line', () => {
    // Honolulu's Monday 09:00–17:00 is Auckland's Tuesday 07:00–15:00.
    expect(admits('Remote (worldwide, 4 hours overlap with Auckland)', 'Honolulu')).toBe(true);
  });
});
