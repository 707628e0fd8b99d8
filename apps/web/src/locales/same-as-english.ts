import type { BundledLanguage } from '../lib/language.ts';

/**
 * Texts that may read exactly as in English although Spanish differs: brand and product names, codes and
 * units everyone writes alike (`everywhere`), and words a language writes the same as English, such as
 * loanwords (per language). Anything else identical to English fails locales.test.ts as untranslated.
 */
export const sameAsEnglish: { everywhere: readonly string[] } & Partial<Record<BundledLanguage, readonly string[]>> = {
  everywhere: ['OK', 'SMS', 'IP', 'USDT', 'QQ', 'LINE', 'Line', 'WhatsApp', 'Facebook', 'WeChat', 'Zalo', 'Email'],
  VI: ['Menu'],
  ID: ['Menu', 'Bank', 'Deposit', 'Transfer', 'Bonus', 'Status', 'Level {{level}}'],
  MS: ['Menu', 'Bank', 'Deposit', 'Bonus', 'Status'],
  PT: ['Menu', 'Slots'],
  TY: ['Password', 'Account', 'Menu', 'Bonus', 'E-wallet'],
  TR: ['Transfer', 'Bonus', 'Limit'],
  FR: [
    'Missions',
    'Agent',
    'Actions',
    'Mobile',
    'Agent (type {{type}})',
    'Menu',
    'Minimum {{min}}, maximum {{max}}',
    'Minimum {{min}} · maximum {{max}}',
    'Date',
    'Type',
    'Pagination',
    'Bonus',
    'Notifications',
    'Pages',
    'Sports',
    'Messages',
    'Page {{page}}',
    'Promotions',
  ],
  DE: ['Agent', 'Optional', 'Bank', 'Details', 'Bonus', 'Status', 'Profit', 'Feedback', 'Limit', 'Limits'],
  IT: ['Password', 'Account', 'Home', 'Menu', 'Bonus'],
  PL: ['Agent', 'Menu', 'Bank', 'Bonus', 'Status', 'Limit'],
  UZ: ['Agent', 'Dividend', 'Bank', 'Bonus', 'Limit'],
  AZ: ['Agent', 'Dividend', 'Bank', 'Bonus', 'Status', 'Limit'],
};
