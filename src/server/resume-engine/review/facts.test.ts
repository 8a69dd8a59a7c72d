import { describe, expect, it } from 'vitest';
import { collectKnownFacts, findFacts, findMetrics } from './facts.ts';

const metricKeys = (text: string) => findMetrics(text).map((metric) => metric.key);

describe('findMetrics', () => {
  it('reads percentages however they are written', () => {
    expect(metricKeys('improved CTR by 35%, cut cost 50 % and churn 12 percent')).toEqual(['percent:35', 'percent:50', 'percent:12']);
  });

  it('reads money with its currency and scale', () => {
    expect(metricKeys('saving $2M annually')).toEqual(['money:USD:2000000']);
    expect(metricKeys('cut costs by 25,000 dollars')).toEqual(['money:USD:25000']);
    expect(metricKeys('€1.5k budget, £300 and US$ 2,000,000')).toEqual(['money:EUR:1500', 'money:GBP:300', 'money:USD:2000000']);
  });

  it('reads multipliers as numbers, words and verbs', () => {
    expect(metricKeys('3x faster, 10× throughput, a 4-fold rise, doubled revenue')).toEqual([
      'multiplier:3',
      'multiplier:10',
      'multiplier:4',
      'multiplier:2',
    ]);
  });

  it('reads scaled and open-ended counts', () => {
    expect(metricKeys('serving 10M+ users, 100K+ requests, 2 million reviews and 1000+ developers')).toEqual([
      'count:10000000',
      'count:100000',
      'count:2000000',
      'count:1000',
    ]);
  });

  it('keeps years, versions, phone numbers, resolutions and plain counts out', () => {
    expect(findMetrics('Jan 2022 – Present, Python 3.11, HTML5, (555) 123-4567, 1920x1080, a team of 5, double-check')).toEqual([]);
  });

  it('gives each metric its text and offset', () => {
    expect(findMetrics('Reduced latency by 60%')).toEqual([
      { kind: 'percent', value: 60, key: 'percent:60', text: '60%', index: 19, length: 3 },
    ]);
  });
});

describe('findFacts', () => {
  it('tells dates, phone numbers and plain numbers apart', () => {
    const facts = findFacts('Jan 2022 - Present | (555) 123-4567 | GPA 3.8/4.0 | team of 12 | 2018 to 2021');
    expect(facts.dates.map((date) => date.text)).toEqual(['Jan 2022 - Present', '2018 to 2021']);
    expect(facts.phones.map((phone) => phone.digits)).toEqual(['5551234567']);
    expect(facts.numbers.map((number) => number.value)).toEqual([3.8, 4, 12]);
  });

  it('does not read money as a year, nor numbers inside names or links', () => {
    const facts = findFacts('$2000 bonus; EC2, CSS3 and K8s; github.com/jane/repo-2021; jane2021@mail.com; 3D; 2nd place');
    expect(facts.metrics.map((metric) => metric.key)).toEqual(['money:USD:2000']);
    expect(facts.dates).toEqual([]);
    expect(facts.numbers.map((number) => number.text)).toEqual(['2']);
  });
});

describe('collectKnownFacts', () => {
  it('normalises dates to months, so 01/2022 and January 2022 are the same', () => {
    const known = collectKnownFacts(['Jan 2022 – Present', 'Summer 2023', '2018 to 2021']);
    expect([...known.months]).toEqual(['2022-1', '2023-6', '2023-8']);
    expect(known.numbers.has(2018) && known.numbers.has(2021)).toBe(true);
  });

  it('counts digits inside names and number words as known', () => {
    const known = collectKnownFacts(['HTML5 and three years', '10M+ users']);
    expect([5, 3, 10_000_000].every((value) => known.numbers.has(value))).toBe(true);
    expect(known.metricKeys.has('count:10000000')).toBe(true);
  });
});
