import type { ErrorCode } from '../errors.ts';
import type { LanguageCode } from '../languages.ts';

type Catalog = Partial<Record<ErrorCode, string>>;

/** One dynamic import per language, so a browser bundler splits each catalog into its own small download. */
const loaders: Record<LanguageCode, () => Promise<Catalog>> = {
  ES: async () => (await import('./es.ts')).es,
  EN: async () => (await import('./en.ts')).en,
  CN: async () => (await import('./cn.ts')).cn,
  TW: async () => (await import('./tw.ts')).tw,
  JA: async () => (await import('./ja.ts')).ja,
  TH: async () => (await import('./th.ts')).th,
  VI: async () => (await import('./vi.ts')).vi,
  MY: async () => (await import('./my.ts')).my,
  HI: async () => (await import('./hi.ts')).hi,
  ID: async () => (await import('./id.ts')).id,
  KM: async () => (await import('./km.ts')).km,
  KO: async () => (await import('./ko.ts')).ko,
  MS: async () => (await import('./ms.ts')).ms,
  PT: async () => (await import('./pt.ts')).pt,
  TA: async () => (await import('./ta.ts')).ta,
  TY: async () => (await import('./ty.ts')).ty,
  UR: async () => (await import('./ur.ts')).ur,
  TR: async () => (await import('./tr.ts')).tr,
  BN: async () => (await import('./bn.ts')).bn,
  AR: async () => (await import('./ar.ts')).ar,
  FA: async () => (await import('./fa.ts')).fa,
  RU: async () => (await import('./ru.ts')).ru,
  LO: async () => (await import('./lo.ts')).lo,
  NE: async () => (await import('./ne.ts')).ne,
  FR: async () => (await import('./fr.ts')).fr,
  TE: async () => (await import('./te.ts')).te,
  SW: async () => (await import('./sw.ts')).sw,
  DE: async () => (await import('./de.ts')).de,
  IT: async () => (await import('./it.ts')).it,
  PL: async () => (await import('./pl.ts')).pl,
  UK: async () => (await import('./uk.ts')).uk,
  KK: async () => (await import('./kk.ts')).kk,
  UZ: async () => (await import('./uz.ts')).uz,
  AZ: async () => (await import('./az.ts')).az,
  SI: async () => (await import('./si.ts')).si,
};

/** A language's error messages, English where it has none yet: what a browser downloads with that language. */
export async function loadErrorMessages(language: LanguageCode): Promise<Record<ErrorCode, string>> {
  const [english, own] = await Promise.all([
    (await import('./en.ts')).en,
    loaders[language]?.() ?? Promise.resolve<Catalog>({}),
  ]);
  return { ...english, ...own };
}
