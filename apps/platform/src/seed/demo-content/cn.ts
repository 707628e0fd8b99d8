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
  promotions: {
    welcome: {
      title: '新人奖金：5 USD',
      summary: '注册即可领取 5 USD 奖金，用于最初的几次旋转。',
      rules: '每位玩家限领一次。7 天内在老虎机上完成奖金 5 倍流水（真人桌按 10 % 计算）；奖金有效期间单注最高 20 USD。',
    },
    firstDeposit: {
      title: '首存 100 % 翻倍',
      summary: '首次存款等额赠送，最高 100 USD。',
      rules:
        '存款时勾选此活动。最低存款 100 USD；100 % 奖金，最高 100 USD。14 天内完成奖金 5 倍流水；提前提款即视为放弃奖金。',
    },
    dailyCheckIn: {
      title: '每日签到：1 USD',
      summary: '每天登录即可领取 1 USD 奖金。',
      rules: '每天一次。24 小时内完成奖金 3 倍流水。',
    },
    reload: {
      title: '50 % 再存奖金',
      summary: '任意一笔存款额外赠送 50 %，最高 50 USD。',
      rules: '最低存款 100 USD；50 % 奖金，最高 50 USD。7 天内完成奖金 8 倍流水。',
    },
    networkGift: {
      title: 'agente1 团队礼金：10 USD',
      summary: '专属 agente1 团队的玩家，代替新人奖金。',
      rules: '仅限 agente1 名下的玩家；不与新人奖金同享。7 天内完成奖金 10 倍流水。',
    },
    rebate: {
      title: '每日返水：最高 1 %',
      summary: '每天返还你部分有效投注；不想等待的话，可以提前申请。',
      rules:
        '老虎机和自营游戏的有效投注返 1 %，真人桌返 0.5 %，其他游戏返 1 %。每日结算至你的钱包（每天最高 500 USD）；在“手动返水”中可申请当天截至目前的返水，由运营人员审核。',
    },
    raffle: {
      title: '幸运大抽奖：奖金共 350 USD',
      summary: '每投注 10 USD 得一张奖券。结束时抽出三名得主。',
      rules:
        '抽奖期间，任意游戏中每 10 USD 真钱有效投注可得一张奖券。最后一天结束时，以开始时即公布哈希值、并随结果公开的种子抽出三个奖项（200、100 和 50 USD，每位玩家限中一个）。请在“优惠活动”中领取奖品，奖金将打入你的钱包。',
    },
  },
  referral: { title: '邀请有奖', summary: '邀请好友即可获得奖励。' },
  missions: { playRound: '今天玩一局', weeklyWager: '本周投注 100', weeklyRace: '每周排行赛' },
};
