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
};
