/**
 * A mission's or leaderboard's title for the console's tables: the one in the console's language, else the
 * Spanish one (the demo merchant's default), else the first written. The demo writes all 35 site languages
 * (decision 0088), too many to list in a cell.
 */
export function titleForConsole(titles: Readonly<Record<string, string>>, consoleLanguage: string) {
  const language = consoleLanguage.slice(0, 2).toUpperCase();
  const entries = Object.entries(titles);
  const [shownLanguage, title] = entries.find(([code]) => code === language) ??
    entries.find(([code]) => code === 'ES') ??
    entries[0] ?? ['', ''];
  return { language: shownLanguage, title, languages: entries.length };
}
