/** Business constants of SPEC §9, in the units their names say. */
export const businessConstants = {
  realtimeSalarySettlementMs: 5 * 60_000,
  tooManyRequestsLockoutMs: 5 * 60_000,
  banner: { autoplayMs: 5000, transitionMs: 1000, spaceBetween: 20.3, slidesPerView: 1 },
  announcementPageSize: 9,
  announcementPagination: { marginPages: 1, pageRange: 5 },
  feedback: { descriptionMaxLength: 200, descriptionHintMinLength: 20 },
  activity: {
    commentMaxLength: 140,
    imageTypes: ['image/png', 'image/jpeg'],
    imageMaxBytes: 5 * 1024 * 1024,
    imagesMax: 3,
  },
  sms: { defaultCountdownMs: 60_000, firebaseCountdownMs: 60_000 },
  throttle: { loginSmsSendMs: 1000, captchaRefreshMs: 1000, favouriteToggleMs: 1000 },
  rememberMeMs: 24 * 60 * 60_000,
  defaultWeakPassword: '{secret}',
  themes: ['dark', 'light'],
  agentTypes: [1, 2, 41, 42],
  trialTypes: [4],
  minimumAge: 18,
  pageSizes: { gameList: 20, recentGames: 20, favourites: 999, winnerBoard: 20, biggestWinsShown: 9 },
  home: { maxItemsPerVendorList: 12, initialVendors: { RNG: 3, LIVE: 1, FISH: 1 } },
  slider: { perView: 6, spaceBetween: 13 },
  headerLargeVendorDropdownAbove: 10,
  clientType: 3,
  platform: 'W',
  chunkLoadTimeoutMs: 120_000,
  agentClockTickMs: 1000,
  qrImagePx: 120,
} as const;

/** Member type values (SPEC §3 merchant config); merchants may configure their own lists. */
export const defaultMemberTypes = { agent: [1, 2, 41, 42], trial: [4], player: 0 } as const;

/** Game selection filters of the merchant config (SPEC §3). */
export const gameSelectionFilters = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;

/** Prize modes of the merchant config (SPEC §3). */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
