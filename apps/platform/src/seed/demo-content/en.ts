import type { DemoTexts } from './demo-texts.ts';

export const en: DemoTexts = {
  help: {
    about: { title: 'About us', text: 'Ficha Demo is a demonstration online gaming site. Play responsibly.' },
    deposit: { title: 'How to deposit', text: 'Open your wallet, choose a payment channel and enter the amount.' },
    withdraw: { title: 'How to withdraw', text: 'Withdrawals are paid to the holder\u2019s verified bank account.' },
    responsible: { title: 'Responsible gaming', text: 'Over 18s only. Set limits and take breaks.' },
    term: {
      title: 'Terms and conditions',
      text: 'By registering you accept the terms of service and confirm you are at least 18.',
    },
  },
  banners: { welcome: 'Welcome to Ficha', responsible: 'Responsible gaming', support: '24/7 support' },
  notices: {
    welcome: { title: 'Welcome', text: 'Welcome to the Ficha demo site.' },
    maintenance: { title: 'Scheduled maintenance', text: 'Maintenance on Sunday from 02:00 to 03:00 GMT.' },
    signUp: { title: 'Sign up today', text: 'Create your account in a minute.' },
    responsible: {
      title: 'Responsible gaming',
      text: 'Set limits and only play what you can afford to lose. Over 18 only.',
    },
    newGames: { title: 'New in-house games', text: 'Dice, Limbo, Crash and more: games with a published RTP.' },
    support: { title: 'Customer service', text: 'Write to us from the side menu at any time.' },
    firstSignIn: {
      title: 'Welcome to Ficha',
      text: 'Thanks for signing up. Visit your security center to protect your account.',
    },
  },
  promotions: {
    welcome: {
      title: 'Welcome bonus: 5 USD',
      summary: 'Sign up and claim a 5 USD bonus for your first spins.',
      rules:
        'One bonus per player. Wager the bonus 5 times on slots (live tables count 10 %) within 7 days; maximum stake 20 USD while the bonus is active.',
    },
    firstDeposit: {
      title: 'First deposit doubled at 100 %',
      summary: 'We match your first deposit up to 100 USD.',
      rules:
        'Tick the promotion when you deposit. Minimum deposit 100 USD; 100 % bonus up to 100 USD. Wager the bonus 5 times within 14 days; withdrawing before gives the bonus up.',
    },
    dailyCheckIn: {
      title: 'Daily check-in: 1 USD',
      summary: 'Come in every day and claim a 1 USD bonus.',
      rules: 'Once a day. Wager the bonus 3 times within 24 hours.',
    },
    reload: {
      title: '50 % reload',
      summary: 'An extra 50 % on any deposit, up to 50 USD.',
      rules: 'Minimum deposit 100 USD; 50 % bonus up to 50 USD. Wager the bonus 8 times within 7 days.',
    },
    networkGift: {
      title: 'agente1 network gift: 10 USD',
      summary: "For the players of agente1's network, instead of the welcome bonus.",
      rules: 'Players under agente1 only; excludes the welcome bonus. Wager the bonus 10 times within 7 days.',
    },
    rebate: {
      title: 'Daily rebate: up to 1 %',
      summary: 'Every day we pay back part of your valid bets; ask for it earlier if you would rather not wait.',
      rules:
        '1 % of valid bets on slots and in-house games, 0.5 % on live tables and 1 % on the rest. Settled daily to your wallet (up to 500 USD a day); from Manual rebate you can ask for what the day has earned so far, which an operator reviews.',
    },
    raffle: {
      title: 'Grand raffle: 350 USD in prizes',
      summary: 'Every 10 USD you bet earns a ticket. Three winners when it closes.',
      rules:
        'One ticket for every 10 USD of valid real-money bets, on any game, over the raffle days. When its last day closes, three prizes (200, 100 and 50 USD, one per player) are drawn with a seed whose hash is published from the start and revealed with the result. Claim your prize on Promotions; it is paid to your wallet.',
    },
  },
  referral: { title: 'Invite & Earn', summary: 'Rewards for invited friends.' },
  missions: { playRound: 'Play a round today', weeklyWager: 'Wager 100 this week', weeklyRace: 'Weekly race' },
};
