import type { LanguageCode } from '@ficha/contract';
import { deepFreeze } from '../../cache/deep-freeze.ts';
import { localLobbyChanges, type LobbyCacheHooks } from '../../cache/lobby-changes.ts';
import { createTtlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import type { Merchant } from '../merchants/merchant.ts';
import {
  listCustomerServiceLinks,
  listHelpEntries,
  listLiveBanners,
  listLiveNotices,
  listResources,
} from './content.queries.ts';

type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
type Execution = 'A' | 'B' | 'F';

/** Who reads the announcements: a visitor, or a member in a session (first sign-in or not). */
export type AnnouncementViewer = { signedIn: false } | { signedIn: true; firstLogin: boolean };

/** The popup executions a viewer sees. */
export function popupExecutionsFor(viewer: AnnouncementViewer): Execution[] {
  if (!viewer.signedIn) return ['B'];
  return viewer.firstLogin ? ['A', 'F'] : ['A'];
}

/** Lobby content is read on every page view and edited rarely: edits show within this time. */
const contentTtlMs = 5000;

/** Help rows are written through the console's schema: their language is a wire code. */
type HelpEntries = Array<
  Omit<Awaited<ReturnType<typeof listHelpEntries>>[number], 'language'> & { language: LanguageCode }
>;

const readHelpEntries = async (db: Db, merchantId: number, language: LanguageCode, device: string) =>
  (await listHelpEntries(db, merchantId, language, device)).map((entry) => ({
    ...entry,
    language: entry.language as LanguageCode,
  }));

/**
 * A help entry (a tag) without text in the asked language shows the merchant's default language's one, marked by
 * its `language` (decision 0088); the entries stay in their sort order.
 */
export function withDefaultLanguageEntries(own: HelpEntries, defaults: HelpEntries): HelpEntries {
  const tags = new Set(own.map((entry) => entry.tag));
  const merged = [...own, ...defaults.filter((entry) => !tags.has(entry.tag))];
  return merged.sort((a, b) => a.sort - b.sort);
}

/** Site content of a merchant: help center, customer-service links, resources, banners and notices. */
export function createContentService(db: Db, deps: { lobby?: LobbyCacheHooks } = {}) {
  const lobby = deps.lobby ?? localLobbyChanges();
  /** Frozen: shared by every request of a merchant, language and device (and serialised once by the binder). */
  const help = createTtlCache<HelpEntries>(contentTtlMs);
  lobby.onChange(() => help.clear());

  async function loadHelp(merchant: Merchant, language: LanguageCode, device: string) {
    const own = await readHelpEntries(db, merchant.id, language, device);
    const entries =
      language === merchant.defaultLanguage
        ? own
        : withDefaultLanguageEntries(own, await readHelpEntries(db, merchant.id, merchant.defaultLanguage, device));
    deepFreeze(entries);
    return entries;
  }

  /** Live banners of the kinds in the language; a kind with none in it shows the merchant's default-language ones. */
  async function liveBanners(merchant: Merchant, language: LanguageCode, kinds: Array<'B' | 'PR'>) {
    const rows = await listLiveBanners(db, merchant.id, language, kinds);
    const missing = kinds.filter((kind) => !rows.some((banner) => banner.kind === kind));
    if (missing.length === 0 || language === merchant.defaultLanguage) return rows;
    return [...rows, ...(await listLiveBanners(db, merchant.id, merchant.defaultLanguage, missing))];
  }

  return {
    /** After a console edit of a merchant's help center: every instance drops its cached help centers. */
    invalidateHelp(merchantId: number) {
      lobby.changed(merchantId);
    },

    helpCenter(merchant: Merchant, language: LanguageCode, device: string) {
      return help.get(`${merchant.id}:${language}:${device}`, () => loadHelp(merchant, language, device));
    },

    async customerService(merchant: Merchant) {
      const rows = await listCustomerServiceLinks(db, merchant.id);
      // spec: §3 says the path is encrypted: the status seals it for the asking client's key (decision 0079);
      // operators and the chat read it plain here.
      return rows.map((r) => ({
        csType: r.csType,
        csPosition: r.csPosition,
        title: r.title,
        path: r.url,
        type: r.csType,
      }));
    },

    async resources(merchant: Merchant) {
      const rows = await listResources(db, merchant.id);
      return rows.map((r) => ({ resourceType: r.resourceType, url: r.url, labelNameEn: r.labelNameEn }));
    },

    /**
     * The announcements a viewer may see in a language. Popups follow their execution (SPEC §2.5, upstream-api
     * §7.3): a visitor sees B; a signed-in member sees A, and F too in the session its first sign-in opened.
     * An `execution` asked for only narrows that set.
     */
    async announcements(
      merchant: Merchant,
      language: LanguageCode,
      types: AnnouncementType[],
      viewer: AnnouncementViewer,
      execution?: Execution,
    ) {
      const bannerKinds = types.filter((t): t is 'B' | 'PR' => t === 'B' || t === 'PR');
      const noticeTypes = types.filter((t): t is 'PL' | 'PU' | 'H' => t === 'PL' || t === 'PU' || t === 'H');
      const [bannerRows, noticeRows] = await Promise.all([
        bannerKinds.length ? liveBanners(merchant, language, bannerKinds) : [],
        noticeTypes.length
          ? listLiveNotices(db, merchant.id, { wanted: language, fallback: merchant.defaultLanguage }, noticeTypes)
          : [],
      ]);
      const shown = popupExecutionsFor(viewer).filter((e) => !execution || e === execution);
      const toBanner = (b: (typeof bannerRows)[number]) => ({
        id: b.id,
        url: b.imageUrl,
        linkageType: b.linkageType,
        target: b.target,
        groupName: b.groupName,
        title: b.title,
        sequence: b.sequence,
      });
      const toNotice = (n: (typeof noticeRows)[number]) => ({
        id: n.id,
        title: n.title,
        content: n.content,
        time: n.publishedAt.toISOString(),
        execution: n.execution,
        language: n.language as LanguageCode,
      });
      return {
        banners: bannerRows.filter((b) => b.kind === 'B').map(toBanner),
        promotion: bannerRows.filter((b) => b.kind === 'PR').map(toBanner),
        player: noticeRows.filter((n) => n.type === 'PL' || n.type === 'H').map(toNotice),
        popup: noticeRows
          .filter((n) => n.type === 'PU' && n.execution !== null && shown.includes(n.execution))
          .map(toNotice),
      };
    },

    /** The agent announcements (AG) live now, in a language or the merchant's default. */
    async agentAnnouncements(merchant: Merchant, language: LanguageCode) {
      const rows = await listLiveNotices(db, merchant.id, { wanted: language, fallback: merchant.defaultLanguage }, [
        'AG',
      ]);
      return rows.map((n) => ({
        id: n.id,
        title: n.title,
        content: n.content,
        time: n.publishedAt.toISOString(),
        execution: null,
        language: n.language as LanguageCode,
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
