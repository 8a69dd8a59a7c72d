/** Daily motivation card (spec part 1 §2, §4): one quote chosen by day of year. */
export function DailyQuoteCard() {
  return null;
}
