import type { DemoTexts } from './demo-texts.ts';

export const cn: DemoTexts = {
  help: {
    about: { title: '关于我们', text: 'Ficha Demo 是一个演示用的在线游戏网站。请理性游戏。' },
    deposit: { title: '如何存款', text: '打开钱包，选择支付渠道并输入金额。' },
    withdraw: { title: '如何提款', text: '提款将支付到持有人已验证的银行账户。' },
    responsible: { title: '负责任博彩', text: '仅限 18 岁以上人士。请设定限额并适时休息。' },
    term: { title: '条款与条件', text: '注册即表示您接受服务条款，并确认您已年满 18 岁。' },
  },
  banners: {
    welcome: '欢迎来到 Ficha',
    responsible: '负责任博彩',
    support: '24/7 客服',
  },
  notices: {
    welcome: { title: '欢迎', text: '欢迎来到 Ficha 演示网站。' },
    maintenance: { title: '计划维护', text: '周日 02:00 至 03:00（GMT）进行维护。' },
    signUp: { title: '立即注册', text: '一分钟即可创建账户。' },
    responsible: { title: '负责任博彩', text: '请设定限额，只用您输得起的钱游戏。仅限 18 岁以上人士。' },
    newGames: { title: '全新自研游戏', text: '骰子、Limbo、Crash 等：公布 RTP 的游戏。' },
    support: { title: '客户服务', text: '随时通过侧边菜单联系我们。' },
    firstSignIn: { title: '欢迎来到 Ficha', text: '感谢您的注册。请前往安全中心保护您的账户。' },
  },
};
