/** The daily motivation quotes: 31 real, attributed quotes. */

export const QUOTE_CATEGORIES = ['career', 'perseverance', 'success', 'confidence', 'growth'] as const;
type TQuoteCategory = (typeof QUOTE_CATEGORIES)[number];

type TQuote = { text: string; author: string; category: TQuoteCategory };

export const QUOTES: readonly TQuote[] = [
  { text: 'The only way to do great work is to love what you do.', author: 'Steve Jobs', category: 'career' },
  { text: 'Fall seven times, stand up eight.', author: 'Japanese proverb', category: 'perseverance' },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
    category: 'success',
  },
  {
    text: 'You gain strength, courage, and confidence by every experience in which you really stop to look fear in the face.',
    author: 'Eleanor Roosevelt',
    category: 'confidence',
  },
  { text: 'I have no special talents. I am only passionately curious.', author: 'Albert Einstein', category: 'growth' },
  { text: 'Talk is cheap. Show me the code.', author: 'Linus Torvalds', category: 'career' },
  {
    text: 'Ever tried. Ever failed. No matter. Try again. Fail again. Fail better.',
    author: 'Samuel Beckett',
    category: 'perseverance',
  },
  {
    text: 'Try not to become a man of success, but rather try to become a man of value.',
    author: 'Albert Einstein',
    category: 'success',
  },
  { text: 'Self-trust is the first secret of success.', author: 'Ralph Waldo Emerson', category: 'confidence' },
  {
    text: 'If I have seen further it is by standing on the shoulders of giants.',
    author: 'Isaac Newton',
    category: 'growth',
  },
  {
    text: 'Any fool can write code that a computer can understand. Good programmers write code that humans can understand.',
    author: 'Martin Fowler',
    category: 'career',
  },
  {
    text: 'Failure is only the opportunity more intelligently to begin again.',
    author: 'Henry Ford',
    category: 'perseverance',
  },
  {
    text: 'Amateurs sit and wait for inspiration, the rest of us just get up and go to work.',
    author: 'Stephen King',
    category: 'success',
  },
  {
    text: 'Optimism is the faith that leads to achievement. Nothing can be done without hope and confidence.',
    author: 'Helen Keller',
    category: 'confidence',
  },
  {
    text: 'We can only see a short distance ahead, but we can see plenty there that needs to be done.',
    author: 'Alan Turing',
    category: 'growth',
  },
  {
    text: 'Programs must be written for people to read, and only incidentally for machines to execute.',
    author: 'Harold Abelson',
    category: 'career',
  },
  {
    text: 'The impediment to action advances action. What stands in the way becomes the way.',
    author: 'Marcus Aurelius',
    category: 'perseverance',
  },
  { text: "Hard work beats talent when talent doesn't work hard.", author: 'Tim Notke', category: 'success' },
  { text: "You miss 100% of the shots you don't take.", author: 'Wayne Gretzky', category: 'confidence' },
  {
    text: "The most dangerous phrase in the language is, 'We've always done it this way.'",
    author: 'Grace Hopper',
    category: 'growth',
  },
  { text: 'The best way to predict the future is to invent it.', author: 'Alan Kay', category: 'career' },
  { text: "I'm not afraid of storms, for I'm learning how to sail my ship.", author: 'Louisa May Alcott', category: 'perseverance' },
  { text: 'Diligence is the mother of good luck.', author: 'Benjamin Franklin', category: 'success' },
  { text: 'Do one thing every day that scares you.', author: 'Mary Schmich', category: 'confidence' },
  { text: 'Experience is the name everyone gives to their mistakes.', author: 'Oscar Wilde', category: 'growth' },
  {
    text: 'Knowing is not enough; we must apply. Willing is not enough; we must do.',
    author: 'Johann Wolfgang von Goethe',
    category: 'career',
  },
  {
    text: "Courage doesn't always roar. Sometimes courage is the quiet voice at the end of the day saying, 'I will try again tomorrow.'",
    author: 'Mary Anne Radmacher',
    category: 'perseverance',
  },
  {
    text: "I've failed over and over and over again in my life. And that is why I succeed.",
    author: 'Michael Jordan',
    category: 'success',
  },
  { text: 'We suffer more often in imagination than in reality.', author: 'Seneca', category: 'confidence' },
  { text: 'A journey of a thousand miles begins with a single step.', author: 'Lao Tzu', category: 'growth' },
  {
    text: 'Genius is one percent inspiration and ninety-nine percent perspiration.',
    author: 'Thomas Edison',
    category: 'perseverance',
  },
];

/** 1 on 1 January, in local time, so the quote changes at the user's midnight. */
export function getDayOfYear(date: Date): number {
  // Date.UTC on the local calendar date sidesteps daylight-saving days that are 23 or 25 hours long.
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const newYearsEve = Date.UTC(date.getFullYear(), 0, 0);
  return Math.round((today - newYearsEve) / 86_400_000);
}

/** The quote is chosen by day of year modulo the number of quotes. */
export function getQuoteOfTheDay(date: Date): TQuote {
  return QUOTES[getDayOfYear(date) % QUOTES.length]!;
}
