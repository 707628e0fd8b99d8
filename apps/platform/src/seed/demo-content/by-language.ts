import type { LanguageCode } from '@ficha/contract';
import { ar } from './ar.ts';
import { az } from './az.ts';
import { bn } from './bn.ts';
import { cn } from './cn.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fa } from './fa.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { kk } from './kk.ts';
import { km } from './km.ts';
import { ko } from './ko.ts';
import { lo } from './lo.ts';
import { ms } from './ms.ts';
import { my } from './my.ts';
import { ne } from './ne.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { si } from './si.ts';
import { sw } from './sw.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { tw } from './tw.ts';
import { ty } from './ty.ts';
import { uk } from './uk.ts';
import { ur } from './ur.ts';
import { uz } from './uz.ts';
import { vi } from './vi.ts';
import type { DemoTexts } from './demo-texts.ts';

/** The demo merchant's content texts in every language the site ships (one file per language beside this one). */
export const demoTextsByLanguage: Record<LanguageCode, DemoTexts> = {
  AR: ar,
  AZ: az,
  BN: bn,
  CN: cn,
  DE: de,
  EN: en,
  ES: es,
  FA: fa,
  FR: fr,
  HI: hi,
  ID: id,
  IT: it,
  JA: ja,
  KK: kk,
  KM: km,
  KO: ko,
  LO: lo,
  MS: ms,
  MY: my,
  NE: ne,
  PL: pl,
  PT: pt,
  RU: ru,
  SI: si,
  SW: sw,
  TA: ta,
  TE: te,
  TH: th,
  TR: tr,
  TW: tw,
  TY: ty,
  UK: uk,
  UR: ur,
  UZ: uz,
  VI: vi,
};
