import type { DemoTexts } from './demo-texts.ts';

export const tw: DemoTexts = {
  help: {
    about: { title: '關於我們', text: 'Ficha Demo 是一個示範用的線上遊戲網站。請理性遊戲。' },
    deposit: { title: '如何存款', text: '開啟錢包，選擇支付管道並輸入金額。' },
    withdraw: { title: '如何提款', text: '提款將支付至持有人已驗證的銀行帳戶。' },
    responsible: { title: '負責任博彩', text: '僅限 18 歲以上人士。請設定限額並適時休息。' },
    term: { title: '條款與條件', text: '註冊即表示您接受服務條款，並確認您已年滿 18 歲。' },
  },
  banners: {
    welcome: '歡迎來到 Ficha',
    responsible: '負責任博彩',
    support: '24/7 客服',
  },
  notices: {
    welcome: { title: '歡迎', text: '歡迎來到 Ficha 示範網站。' },
    maintenance: { title: '預定維護', text: '週日 02:00 至 03:00（GMT）進行維護。' },
    signUp: { title: '立即註冊', text: '一分鐘即可建立帳戶。' },
    responsible: { title: '負責任博彩', text: '請設定限額，只用您輸得起的錢遊戲。僅限 18 歲以上人士。' },
    newGames: { title: '全新自製遊戲', text: '骰子、Limbo、Crash 等：公布 RTP 的遊戲。' },
    support: { title: '客戶服務', text: '隨時透過側邊選單聯絡我們。' },
    firstSignIn: { title: '歡迎來到 Ficha', text: '感謝您的註冊。請前往安全中心保護您的帳戶。' },
  },
  promotions: {
    welcome: {
      title: '新手獎金：5 USD',
      summary: '註冊即可領取 5 USD 獎金，用於最初的幾次旋轉。',
      rules: '每位玩家限領一次。7 天內在老虎機上完成獎金 5 倍流水（真人桌以 10 % 計算）；獎金有效期間單注最高 20 USD。',
    },
    firstDeposit: {
      title: '首存 100 % 翻倍',
      summary: '首次存款等額加贈，最高 100 USD。',
      rules:
        '存款時勾選此活動。最低存款 100 USD；100 % 獎金，最高 100 USD。14 天內完成獎金 5 倍流水；提前提款即視為放棄獎金。',
    },
    dailyCheckIn: {
      title: '每日簽到：1 USD',
      summary: '每天登入即可領取 1 USD 獎金。',
      rules: '每天一次。24 小時內完成獎金 3 倍流水。',
    },
    reload: {
      title: '50 % 再存獎金',
      summary: '任一筆存款額外加贈 50 %，最高 50 USD。',
      rules: '最低存款 100 USD；50 % 獎金，最高 50 USD。7 天內完成獎金 8 倍流水。',
    },
    networkGift: {
      title: 'agente1 團隊禮金：10 USD',
      summary: '專屬 agente1 團隊的玩家，取代新手獎金。',
      rules: '僅限 agente1 旗下的玩家；不與新手獎金同享。7 天內完成獎金 10 倍流水。',
    },
    rebate: {
      title: '每日返水：最高 1 %',
      summary: '每天返還你部分有效投注；不想等待的話，可以提前申請。',
      rules:
        '老虎機與自營遊戲的有效投注返 1 %，真人桌返 0.5 %，其他遊戲返 1 %。每日結算至你的錢包（每天最高 500 USD）；在「手動返水」中可申請當天截至目前的返水，由營運人員審核。',
    },
    raffle: {
      title: '幸運大抽獎：獎金共 350 USD',
      summary: '每投注 10 USD 得一張獎券。結束時抽出三名得主。',
      rules:
        '抽獎期間，任一遊戲中每 10 USD 真錢有效投注可得一張獎券。最後一天結束時，以開始時即公布雜湊值、並隨結果公開的種子抽出三個獎項（200、100 與 50 USD，每位玩家限中一個）。請在「優惠活動」中領取獎品，獎金將匯入你的錢包。',
    },
  },
  referral: { title: '邀請有獎', summary: '邀請好友即可獲得獎勵。' },
  missions: { playRound: '今天玩一局', weeklyWager: '本週投注 100', weeklyRace: '每週排行賽' },
};
